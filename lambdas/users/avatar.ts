/**
 * Called after a profile update replaced or removed an avatar, with the old `/media/avatars/...` URL.
 *
 * Deliberately a no-op for now: deleting the old file belongs to the uploads part of the API
 * (lambdas/uploads), which will wire the S3 delete here. It runs after the table write has
 * succeeded, so a failed delete can only leave an orphan file, never a profile pointing at nothing.
 */
export async function onAvatarReplaced(oldUrl: string): Promise<void> {
  void oldUrl;
}
