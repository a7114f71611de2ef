import { PRIVATE_CACHES } from './caches';
import { askServiceWorker } from './service-worker';

/**
 * Deletes everything private the browser keeps for offline reading (the API reads made with a token,
 * the kept PDFs) before the app shows the person as signed out: the worker first, so that it stops
 * keeping files and storing answers it is still receiving, then the page itself, in case no worker
 * controls it (or it did not answer within 3 s).
 */
export async function clearPrivateOfflineData(): Promise<void> {
  await askServiceWorker({ type: 'clear-private' }, 3000);
  if (typeof caches === 'undefined') return;
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
