import { PRIVATE_CACHES, PRIVATE_USER_HEADER, STAMPED_CACHES } from './caches';
import { askServiceWorker } from './service-worker';
import { forgetSavedUploads } from '@/lib/saved-uploads';

/**
 * Deletes everything private the browser keeps for offline reading (the API reads made with a token,
 * the kept PDFs) before the app shows the person as signed out, or someone else as signed in: the
 * worker first, so that it stops keeping files and storing answers it is still receiving, then the
 * page itself, in case no worker controls it (or it did not answer within 3 s).
 */
export async function clearPrivateOfflineData(): Promise<void> {
  // Uploads kept to resume name the person's files, and their staging keys their account.
  forgetSavedUploads();
  await askServiceWorker({ type: 'clear-private' }, 3000);
  if (typeof caches === 'undefined') return;
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

/**
 * True when this device keeps something private that is not `userId`'s: every answer the worker keeps
 * privately is stamped with its owner, and one without a stamp (an older version's) counts as
 * someone else's. Reads the headers only, never a body.
 */
export async function keepsSomeoneElsesData(userId: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  for (const name of STAMPED_CACHES) {
    if (!(await caches.has(name))) continue;
    const answers = await (await caches.open(name)).matchAll();
    if (answers.some((answer) => answer.headers.get(PRIVATE_USER_HEADER) !== userId)) return true;
  }
  return false;
}
