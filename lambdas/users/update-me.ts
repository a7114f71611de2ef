import { MESSAGES, VALIDATION_MESSAGES } from '@common/messages';
import { profileUpdateSchema } from '@common/schemas/profile';
import { notFound, validationFailed } from '../lib/errors';
import { json } from '../lib/http';
import { attachUpload } from '../uploads/attach';
import { deleteMediaByUrl } from '../uploads/files';
import { onAvatarReplaced } from './avatar';
import { isOwnAvatarUrl } from './profile';
import { updateProfile } from './repository';
import { apiHandler } from '../lib/api-handler';

/** PATCH /api/me — the caller's profile (SPEC §5 "Profile"); returns the updated profile. */
export const handler = apiHandler('update-me', { body: profileUpdateSchema }, async ({ caller, inputs }) => {
  const { avatar_upload_key: uploadKey, ...patch } = inputs.body;
  // Only the caller's own uploads: a foreign avatar would be deleted when this one replaces it.
  if (patch.avatar_url && !isOwnAvatarUrl(patch.avatar_url, caller.id)) {
    throw validationFailed(VALIDATION_MESSAGES.invalidAvatarUrl, {
      avatar_url: VALIDATION_MESSAGES.invalidAvatarUrl,
    });
  }
  // A new photo is checked (2 MB, raster image by content) and moved before the profile points at it.
  const photo = uploadKey
    ? await attachUpload({ kind: 'avatar', stagingKey: uploadKey, userId: caller.id })
    : null;
  let result;
  try {
    result = await updateProfile(
      caller.id,
      photo ? { ...patch, avatar_url: photo.url } : patch,
      new Date().toISOString(),
    );
  } catch (error) {
    if (photo) await deleteMediaByUrl(photo.url);
    throw error;
  }
  if (!result) {
    if (photo) await deleteMediaByUrl(photo.url);
    throw notFound(MESSAGES.userNotFound);
  }
  if (result.replacedAvatarUrl) await onAvatarReplaced(result.replacedAvatarUrl);
  return json(200, result.user);
});
