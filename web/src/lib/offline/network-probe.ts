import { isOnline, noteNetwork, subscribeToConnectivity } from './connectivity';

/** First wait before asking whether the network is back, doubled after each miss up to the last. */
const FIRST_DELAY_MS = 3_000;
const MAX_DELAY_MS = 15_000;

/**
 * Whether the site can be reached now: a HEAD of /config.json (a few hundred bytes of headers). The
 * service worker only answers GETs, so only the network can answer this; any answer will do.
 */
export async function checkNetwork(): Promise<boolean> {
  try {
    await fetch('/config.json', { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
    noteNetwork(true);
    return true;
  } catch {
    noteNetwork(false);
    return false;
  }
}

/**
 * While the app is offline although the browser says it has a network (mobile data gone, a captive
 * portal: no 'online' event will come), asks now and then whether the network is back (every 3 s,
 * then up to every 15 s, only while the page is on screen), so that what failed for want of a
 * network recovers by itself once it is back. Without any network the browser says when one comes.
 * Returns the stop.
 */
export function watchForReconnection(): () => void {
  let timer: number | undefined;
  let delay = FIRST_DELAY_MS;

  const schedule = () => {
    if (timer !== undefined || isOnline()) return;
    timer = window.setTimeout(() => {
      timer = undefined;
      if (isOnline() || navigator.onLine === false || document.visibilityState === 'hidden') return;
      void checkNetwork().then((reached) => {
        delay = Math.min(delay * 2, MAX_DELAY_MS);
        if (!reached) schedule();
      });
    }, delay);
  };
  const onChange = () => {
    if (!isOnline()) {
      schedule();
      return;
    }
    delay = FIRST_DELAY_MS;
    window.clearTimeout(timer);
    timer = undefined;
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') schedule();
  };

  const unsubscribe = subscribeToConnectivity(onChange);
  document.addEventListener('visibilitychange', onVisibility);
  onChange();
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
    window.clearTimeout(timer);
  };
}
