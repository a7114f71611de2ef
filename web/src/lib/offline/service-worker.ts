/**
 * The app's side of the service worker (web/src/service-worker/sw.ts): registering it once the page
 * has loaded, and talking to it. Small on purpose: the app's first chunks import it; workbox-window
 * downloads only when the registration starts.
 */
import type { FromServiceWorker, ToServiceWorker } from './contract';

function container(): ServiceWorkerContainer | null {
  // Absent on plain-http addresses other than localhost (a phone on the local network) and in jsdom.
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
}

/** True when a service worker answers this page's requests (it caches what the page reads). */
export function controlledByServiceWorker(): boolean {
  return Boolean(container()?.controller);
}

/**
 * Asks the worker that controls this page and resolves with its answer, or with null when no worker
 * controls it or none answers in time.
 */
export function askServiceWorker(message: ToServiceWorker, timeoutMs: number): Promise<unknown> {
  const worker = container()?.controller;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(null);
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** Listens to what the worker tells its pages. */
export function onServiceWorkerMessage(listener: (message: FromServiceWorker) => void): () => void {
  const workers = container();
  if (!workers) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as FromServiceWorker | null;
    if (data && typeof data.type === 'string') listener(data);
  };
  workers.addEventListener('message', onMessage);
  return () => workers.removeEventListener('message', onMessage);
}

/**
 * Registers /sw.js once the page has loaded and the browser is idle: never before the first paint,
 * nor sharing the line with the page's own downloads. A new version installs in the background and
 * waits until every tab of the old one is closed (the worker never skips waiting): the next visit
 * runs it, and an open page is never switched to code it was not built with.
 */
export function registerServiceWorker(): void {
  if (!container() || !import.meta.env.PROD) return;
  const start = () => {
    import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js').register())
      .catch((error: unknown) => console.warn('[offline] the service worker could not be registered', error));
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
