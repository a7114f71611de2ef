import { UPLOAD_MESSAGES } from '@common/messages';
import { imageSize, SNIFF_WINDOW_BYTES, sniffUpload, type ImageSize } from '@common/file-signatures';
import { DOCUMENT_FORMATS, UPLOAD_RULES, type DocumentFileType, type UploadKind } from '@common/uploads';
import { conflict, DomainError, forbidden, validationFailed } from '../lib/errors';
import { copyObject, getObject, headObject, type ObjectHead } from '../lib/object-store';
import { bucketName, deleteFile } from './files';
import { claimUpload, releaseClaim, type UploadClaim } from './claims';
import {
  bucketKindFor,
  finalKey,
  mediaUrl,
  parseStagingKey,
  randomToken,
  stagedKind,
  stagingPrefix,
} from './object-keys';
import { CACHE_CONTROL } from './presign';
import { logger } from '../lib/observability';

export interface AttachUploadInput {
  kind: UploadKind;
  /** The `key` of the caller's upload ticket. */
  stagingKey: string;
  /** The signed-in caller: the staging key must be theirs, and the final key is laid out under their id. */
  userId: string;
}

export interface AttachedFile {
  /** Final key: in the documents bucket for documents, in the media bucket (under media/) otherwise. */
  key: string;
  /** Documents: the key again (they are private, reached through downloadUrl). Media: the public `/media/...` path. */
  url: string;
  /** Bytes, as S3 measured them. */
  size: number;
  /** The type the content proved, stored on the object. */
  contentType: string;
  /** SPEC §5 type of a document; 'image' for images and avatars. */
  fileType: DocumentFileType;
}

/** Stricter rules than the kind's, for a file with a narrower use (a cover's variant). */
export interface CheckRules {
  maxBytes: number;
  tooLarge: string;
  /** The image types allowed, by content, and what is said of any other. */
  types: readonly string[];
  wrongType: string;
}

/** An upload claimed and checked, not yet attached: `attach` copies it to its key, `release` lets it go. */
export interface CheckedUpload {
  size: number;
  contentType: string;
  /** The stored file's extension (an image's from its type). */
  extension: string;
  fileType: DocumentFileType;
  /** An image's size in pixels as its header declares it; null when asked not to read it, or unreadable. */
  pixels: ImageSize | null;
  /** The random part a final key of this attach takes (finalKey's). */
  attachId: string;
  /** Copies the checked object to `key` (only that object: not one re-posted since) and drops the staged one. */
  attach: (key: string) => Promise<AttachedFile>;
  /** Gives the claim back: nothing attached, the ticket may be used again. Safe to call after `attach` (no-op). */
  release: () => Promise<void>;
}

const field = (message: string) => ({ file: message });

function refuse(code: 'validation_failed' | 'payload_too_large', message: string): DomainError {
  return new DomainError(code, message, field(message));
}

async function headStaged(bucket: string, key: string): Promise<ObjectHead> {
  try {
    return await headObject(bucket, key);
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NotFound' || name === 'NoSuchKey') {
      throw validationFailed(UPLOAD_MESSAGES.uploadMissing, field(UPLOAD_MESSAGES.uploadMissing));
    }
    throw error;
  }
}

async function readRange(
  bucket: string,
  key: string,
  etag: string | undefined,
  from: number,
): Promise<Uint8Array> {
  try {
    const bytes = await getObject(bucket, key, {
      range: `bytes=${from}-${from + SNIFF_WINDOW_BYTES - 1}`,
      // S3 refuses if the object was replaced since HeadObject (the local S3 gate applies it too).
      ...(etag ? { ifMatch: etag } : {}),
    });
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if ((error as Error).name === 'PreconditionFailed') throw conflict(UPLOAD_MESSAGES.uploadChanged);
    throw error;
  }
}

/** Reads past one window only for a JPEG's segments before its frame header, one window per segment. */
const MAX_SIZE_READS = 16;

/** The image's declared pixel size, from the first window and, for a JPEG, the few reads after it. */
async function readPixels(
  head: Uint8Array,
  read: (from: number) => Promise<Uint8Array>,
  size: number,
): Promise<ImageSize | null> {
  let result = imageSize(head);
  for (let reads = 0; !result.ok && result.continueAt !== undefined; reads++) {
    if (reads >= MAX_SIZE_READS || result.continueAt >= size) return null;
    result = imageSize(await read(result.continueAt), result.continueAt);
  }
  return result.ok ? { width: result.width, height: result.height, animated: result.animated } : null;
}

/**
 * Claims an upload the browser put under staging and checks it, without attaching it yet: the
 * first step of attachUpload, and what a save that attaches several files together (a cover and
 * its variants) calls for each before it attaches any. Never trusts the client: the size is S3's,
 * the type is the content's signature. What does not fit is deleted and refused (400/413 with the
 * spec's messages); a key outside the caller's staging prefix is a 403. A staging key is attached
 * once: a claim is taken first (claims.ts), so a racing or repeated attach of the same key is a 409
 * and touches nothing. The claim is given back when a check fails, and by `release`.
 */
export async function checkUpload(
  input: AttachUploadInput & { measure?: boolean; rules?: CheckRules },
): Promise<CheckedUpload> {
  const staged = parseStagingKey(input.stagingKey, input.userId, input.kind);
  if (!staged) {
    if (!input.stagingKey.startsWith(stagingPrefix(input.userId))) {
      throw forbidden(UPLOAD_MESSAGES.uploadNotYours);
    }
    // Another kind's ticket (e.g. an avatar's as a session cover): refused, and left for its own form.
    if (stagedKind(input.stagingKey, input.userId)) {
      throw validationFailed(UPLOAD_MESSAGES.uploadWrongKind, field(UPLOAD_MESSAGES.uploadWrongKind));
    }
    throw validationFailed(UPLOAD_MESSAGES.uploadMissing, field(UPLOAD_MESSAGES.uploadMissing));
  }
  const rule = UPLOAD_RULES[input.kind];
  const maxBytes = Math.min(rule.maxBytes, input.rules?.maxBytes ?? rule.maxBytes);
  const tooLarge = input.rules && input.rules.maxBytes < rule.maxBytes ? input.rules.tooLarge : rule.tooLarge;
  const bucketKind = bucketKindFor(input.kind);
  const bucket = bucketName(bucketKind);
  const attachId = randomToken();
  const claim: UploadClaim = {
    bucketKind,
    stagingKey: input.stagingKey,
    kind: input.kind,
    userId: input.userId,
    attachId,
  };
  await claimUpload(claim);

  // Best effort: the refusal is what the caller must see; the staging lifecycle rule removes what a failed delete leaves.
  const discard = () =>
    deleteFile(bucketKind, input.stagingKey).catch((error: unknown) =>
      logger.error('Staging delete failed', { key: input.stagingKey, error: error as Error }),
    );
  let attached = false;
  let released = false;
  // Nothing attached: the ticket may be used again while it is valid. Once copied, the claim stays.
  const release = async () => {
    if (attached || released) return;
    released = true;
    await releaseClaim(claim).catch((releaseError: unknown) =>
      logger.error('Upload claim not released', { key: input.stagingKey, error: releaseError as Error }),
    );
  };

  try {
    const head = await headStaged(bucket, input.stagingKey);
    const size = head.size;
    if (size > maxBytes) {
      await discard();
      throw refuse('payload_too_large', tooLarge);
    }
    if (size < 1) {
      await discard();
      throw refuse('validation_failed', UPLOAD_MESSAGES.fileEmpty);
    }

    const read = (from: number) => readRange(bucket, input.stagingKey, head.etag, from);
    const bytes = await read(0);
    const sniffed = sniffUpload(input.kind, staged.extension, bytes);
    if (!sniffed.ok) {
      await discard();
      throw refuse('validation_failed', sniffed.problem.message);
    }
    if (input.rules && !input.rules.types.includes(sniffed.contentType)) {
      await discard();
      throw refuse('validation_failed', input.rules.wrongType);
    }
    const { contentType, extension } = sniffed;
    const fileType: DocumentFileType = rule.imagesOnly
      ? 'image'
      : (DOCUMENT_FORMATS[extension]?.fileType ?? 'other');
    const pixels = input.measure && rule.imagesOnly ? await readPixels(bytes, read, size) : null;

    const attach = async (key: string): Promise<AttachedFile> => {
      if (attached || released)
        throw new Error(`Upload ${input.stagingKey} is no longer held by this attach`);
      try {
        await copyObject({
          bucket,
          sourceKey: input.stagingKey,
          key,
          // Only the object we checked is copied, even if the browser re-posted to the same staging key meanwhile.
          ...(head.etag ? { sourceIfMatch: head.etag } : {}),
          contentType,
          cacheControl: CACHE_CONTROL,
        });
      } catch (error) {
        if ((error as Error).name === 'PreconditionFailed') await discard();
        await release();
        throw (error as Error).name === 'PreconditionFailed'
          ? conflict(UPLOAD_MESSAGES.uploadChanged)
          : error;
      }
      attached = true;
      await discard();
      return { key, url: bucketKind === 'media' ? mediaUrl(key) : key, size, contentType, fileType };
    };
    return { size, contentType, extension, fileType, pixels, attachId, attach, release };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Checks an upload (checkUpload) and moves it to a final key of its own. Callers store the
 * returned key/url, then delete the file it replaces (deleteFile / deleteMediaByUrl).
 */
export async function attachUpload(input: AttachUploadInput): Promise<AttachedFile> {
  const checked = await checkUpload(input);
  return checked.attach(finalKey(input.kind, input.userId, checked.extension, new Date(), checked.attachId));
}
