import type { SessionFields, SessionInput } from '../../common/schemas/session';
import { VALIDATION_MESSAGES } from '../../common/messages';
import { validationFailed } from '../lib/errors';
import { attachUpload } from '../uploads/attach';
import { deleteMediaByUrl } from '../uploads/files';

/**
 * The session's cover from the form: a new upload is checked (10 MB, raster image by content)
 * and moved to its final key; otherwise the client may only keep the current image or remove it.
 */
export async function resolveCover(
  input: SessionInput,
  current: string | null,
  userId: string,
): Promise<{ fields: SessionFields; attached: string | null }> {
  const { image_upload_key: uploadKey, ...fields } = input;
  if (uploadKey) {
    const file = await attachUpload({ kind: 'session-image', stagingKey: uploadKey, userId });
    return { fields: { ...fields, image_url: file.url }, attached: file.url };
  }
  if (fields.image_url !== null && fields.image_url !== current) {
    throw validationFailed(VALIDATION_MESSAGES.invalidImageUrl, {
      image_url: VALIDATION_MESSAGES.invalidImageUrl,
    });
  }
  return { fields, attached: null };
}

/** Runs the save; a new cover is removed if the save fails, a replaced one once it succeeded. */
export async function withCover<T>(
  cover: { attached: string | null },
  previous: string | null,
  next: string | null,
  save: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await save();
  } catch (error) {
    if (cover.attached) await deleteMediaByUrl(cover.attached);
    throw error;
  }
  if (previous && previous !== next) await deleteMediaByUrl(previous);
  return result;
}
