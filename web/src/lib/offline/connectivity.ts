/**
 * Whether the app can reach the network, as the app has seen it: the browser's own flag
 * (navigator.onLine) says "offline" only when no network is connected at all; a phone on a mobile
 * network without data (or behind a captive portal) still says "online". So an API read that fails
 * for want of a network, or that the service worker answered from its cache because the network
 * failed (FROM_CACHE_HEADER), also counts as offline, until a read reaches the server or the browser
 * reports that a network came back.
 */
import { useSyncExternalStore } from 'react';

let reachable = true;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** What an API read just showed: the server answered (true), or it could not be reached (false). */
export function noteNetwork(answered: boolean): void {
  if (reachable === answered) return;
  reachable = answered;
  notify();
}

export function isOnline(): boolean {
  return reachable && (typeof navigator === 'undefined' || navigator.onLine !== false);
}

/** Calls `onChange` when connectivity may have changed; returns the unsubscribe. */
export function subscribeToConnectivity(onChange: () => void): () => void {
  const onBrowserChange = () => {
    // A network came (or went): the next read says whether the server is reachable.
    reachable = true;
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('online', onBrowserChange);
  window.addEventListener('offline', onBrowserChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onBrowserChange);
    window.removeEventListener('offline', onBrowserChange);
  };
}

/** Whether the app can reach the network (online at build time: the prerendered screens assume so). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnectivity, isOnline, () => true);
}
