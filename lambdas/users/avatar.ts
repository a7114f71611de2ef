import { deleteMediaByUrl } from '../uploads/files';

/**
 * Called after a profile update replaced or removed an avatar, with the old `/media/avatars/...`
 * URL. It runs after the table write has succeeded, so a failed delete can only leave an orphan
 * file, never a profile pointing at nothing.
 */
export async function onAvatarReplaced(oldUrl: string): Promise<void> {
  await deleteMediaByUrl(oldUrl);
}
