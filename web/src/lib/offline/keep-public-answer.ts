import { CACHES } from './caches';

/**
 * Keeps an answer the page got without asking the API for it as if the service worker had kept that
 * API read (the catalogue's first page arrives inside /sessions' HTML, so the worker never saw it):
 * offline, the app's read of `path` is then answered from this copy like any other public read.
 * Costs no byte of network. Only where a worker controls the page (it alone reads that cache back),
 * once the browser is idle.
 */
export function keepPublicAnswer(path: string, body: unknown): void {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return;
  const url = new URL(path, window.location.origin).href;
  const keep = () =>
    void caches
      .open(CACHES.publicApi)
      .then((cache) =>
        cache.put(
          url,
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          }),
        ),
      )
      .catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(keep, { timeout: 5000 });
  else window.setTimeout(keep, 1000);
}
