import {
  COVER_VARIANT_MAX_BYTES,
  COVER_VARIANT_TYPES,
  type CoverFiles,
  type CoverVariant,
  type CoverVariantWidth,
} from '@common/cover-variants';
import type { SessionFields, SessionInput } from '@common/schemas/session';
import { COVER_MESSAGES, VALIDATION_MESSAGES } from '@common/messages';
import { DomainError, validationFailed } from '../lib/errors';
import { logger } from '../lib/observability';
import { checkUpload, type CheckedUpload } from '../uploads/attach';
import { deleteMediaByUrl } from '../uploads/files';
import { coverVariantKey, finalKey, mediaKeyFromUrl } from '../uploads/object-keys';

/** A cover as a session stores it. */
export type StoredCover = Required<Pick<SessionFields, 'image_url' | 'image_variants' | 'image_width'>>;

export const NO_COVER: StoredCover = { image_url: null, image_variants: [], image_width: null };

/** What a save attached: removed again if the save fails. */
export interface ResolvedCover {
  fields: SessionFields;
  attached: StoredCover | null;
}

/** A variant refused: said on the form's image field, as a 400 (or a 413 for its bytes). */
function refuseVariant(message: string, tooLarge = false): DomainError {
  return new DomainError(tooLarge ? 'payload_too_large' : 'validation_failed', message, {
    image_variant_uploads: message,
  });
}

/** Every file a stored cover has: the original and its variants. */
export function coverUrls(cover: CoverFiles): string[] {
  return [...(cover.image_variants ?? []).map((v) => v.url), ...(cover.image_url ? [cover.image_url] : [])];
}

/** Removes a cover's files (each one alone: one that fails does not keep the others). */
export async function deleteCoverFiles(cover: CoverFiles): Promise<void> {
  const results = await Promise.allSettled(coverUrls(cover).map((url) => deleteMediaByUrl(url)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * A variant against the cover it was made from: its real width (from its header) is the one it was
 * declared at, so the `w` of srcset is true, and it is never more than the original (in width, on
 * either side since the browser turns photos by their EXIF orientation, nor in pixels).
 */
function checkVariant(width: CoverVariantWidth, variant: CheckedUpload, original: CheckedUpload): void {
  const own = variant.pixels;
  const cover = original.pixels;
  if (!own || !cover) throw refuseVariant(COVER_MESSAGES.sizeUnreadable);
  if (own.width !== width) throw refuseVariant(COVER_MESSAGES.variantWidthMismatch(width, own.width));
  if (
    own.width > Math.max(cover.width, cover.height) ||
    own.width * own.height > cover.width * cover.height
  ) {
    throw refuseVariant(COVER_MESSAGES.variantLargerThanCover(width));
  }
}

/**
 * Claims and checks a new cover and its variants, then attaches them all, or none: a refused
 * variant leaves the session, the storage's media and every upload ticket as they were (the claims
 * are given back, the refused file itself is dropped).
 */
async function attachCover(
  uploadKey: string,
  variants: readonly { width: CoverVariantWidth; upload_key: string }[],
  userId: string,
): Promise<StoredCover> {
  const checked: CheckedUpload[] = [];
  let original: CheckedUpload;
  const parts: { width: CoverVariantWidth; upload: CheckedUpload }[] = [];
  try {
    original = await checkUpload({
      kind: 'session-image',
      stagingKey: uploadKey,
      userId,
      measure: true,
    });
    checked.push(original);
    if (variants.length > 0) {
      if (!original.pixels) throw refuseVariant(COVER_MESSAGES.sizeUnreadable);
      // An animation keeps its original only (common/cover-variants.ts).
      if (original.contentType === 'image/gif' || original.pixels.animated) {
        throw refuseVariant(COVER_MESSAGES.variantOfAnimation);
      }
    }
    for (const { width, upload_key } of variants) {
      const maxBytes = COVER_VARIANT_MAX_BYTES[width];
      const upload = await checkUpload({
        kind: 'session-image',
        stagingKey: upload_key,
        userId,
        measure: true,
        rules: {
          maxBytes,
          tooLarge: COVER_MESSAGES.variantTooLarge(width, maxBytes),
          types: COVER_VARIANT_TYPES,
          wrongType: COVER_MESSAGES.variantType,
        },
      }).catch((error: unknown) => {
        // Said on the image field with the variant's own words; the ticket checks keep theirs.
        if (error instanceof DomainError && error.code === 'payload_too_large') {
          throw refuseVariant(error.message, true);
        }
        if (error instanceof DomainError && error.code === 'validation_failed') {
          throw refuseVariant(error.message);
        }
        throw error;
      });
      checked.push(upload);
      checkVariant(width, upload, original);
      parts.push({ width, upload });
    }
  } catch (error) {
    await Promise.all(checked.map((upload) => upload.release()));
    throw error;
  }

  const attached: string[] = [];
  try {
    const file = await original.attach(
      finalKey('session-image', userId, original.extension, new Date(), original.attachId),
    );
    attached.push(file.url);
    const stored: CoverVariant[] = [];
    for (const { width, upload } of parts) {
      const variant = await upload.attach(coverVariantKey(file.key, width, upload.extension));
      attached.push(variant.url);
      stored.push({ width, url: variant.url });
    }
    return {
      image_url: file.url,
      image_variants: stored.sort((a, b) => a.width - b.width),
      image_width: original.pixels?.width ?? null,
    };
  } catch (error) {
    await Promise.all(checked.map((upload) => upload.release()));
    await Promise.allSettled(attached.map((url) => deleteMediaByUrl(url)));
    throw error;
  }
}

/**
 * The session's cover from the form: a new upload is checked (10 MB, raster image by content) and
 * moved to its final key, with the variants the browser made of it; otherwise the client may only
 * keep the current image (with its variants) or remove it.
 */
export async function resolveCover(
  input: SessionInput,
  current: StoredCover,
  userId: string,
): Promise<ResolvedCover> {
  const { image_upload_key: uploadKey, image_variant_uploads: variantUploads, ...fields } = input;
  if (uploadKey) {
    const cover = await attachCover(uploadKey, variantUploads ?? [], userId);
    return { fields: { ...fields, ...cover }, attached: cover };
  }
  if (variantUploads && variantUploads.length > 0) {
    throw refuseVariant(COVER_MESSAGES.variantWithoutCover);
  }
  if (fields.image_url === null) return { fields: { ...fields, ...NO_COVER }, attached: null };
  if (fields.image_url !== current.image_url) {
    throw validationFailed(VALIDATION_MESSAGES.invalidImageUrl, {
      image_url: VALIDATION_MESSAGES.invalidImageUrl,
    });
  }
  return {
    fields: { ...fields, image_variants: current.image_variants, image_width: current.image_width },
    attached: null,
  };
}

/** Runs the save; a new cover is removed if the save fails, a replaced one (variants included) once it succeeded. */
export async function withCover<T>(
  cover: { attached: StoredCover | null },
  previous: StoredCover,
  next: { image_url: string | null },
  save: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await save();
  } catch (error) {
    if (cover.attached) await deleteCoverFiles(cover.attached);
    throw error;
  }
  if (previous.image_url && previous.image_url !== next.image_url) {
    // The save stands: a file left behind is logged, not turned into a failed answer.
    await deleteCoverFiles(previous).catch((error: unknown) =>
      logger.error('Replaced cover not deleted', {
        keys: coverUrls(previous).map(mediaKeyFromUrl),
        error: error as Error,
      }),
    );
  }
  return result;
}
