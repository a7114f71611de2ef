/**
 * Uploads in parts kept in localStorage to resume (multipart-upload.ts): their file names are the
 * signed-in person's, so signing out forgets them, as a shared phone's next user must not see them.
 * On its own, so the sign-out does not load the uploader.
 */
export const SAVED_UPLOAD_PREFIX = 'tremplin.upload.';

export function forgetSavedUploads(): void {
  try {
    const storage = window.localStorage;
    for (const key of Object.keys(storage)) if (key.startsWith(SAVED_UPLOAD_PREFIX)) storage.removeItem(key);
  } catch {
    // No storage (a private window that refuses it): nothing was kept.
  }
}
