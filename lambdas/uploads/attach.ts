import { UPLOAD_MESSAGES } from '../../common/messages';
import { SNIFF_WINDOW_BYTES, sniffUpload } from '../../common/file-signatures';
import { DOCUMENT_FORMATS, UPLOAD_RULES, type DocumentFileType, type UploadKind } from '../../common/uploads';
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

async function readHead(bucket: string, key: string, etag: string | undefined): Promise<Uint8Array> {
  try {
    const bytes = await getObject(bucket, key, {
      range: `bytes=0-${SNIFF_WINDOW_BYTES - 1}`,
      // S3 refuses if the object was replaced since HeadObject (the local S3 gate applies it too).
      ...(etag ? { ifMatch: etag } : {}),
    });
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if ((error as Error).name === 'PreconditionFailed') throw conflict(UPLOAD_MESSAGES.uploadChanged);
    throw error;
  }
}

/**
 * Checks an upload the browser put under staging and moves it to a final key of its own. Never
 * trusts the client: the size is S3's, the type is the content's signature. What does not fit is
 * deleted and refused (400/413 with the spec's messages); a key outside the caller's staging
 * prefix is a 403. A staging key is attached once: a claim is taken first (claims.ts), so a
 * racing or repeated attach of the same key is a 409 and touches nothing. The claim is given back
 * only when this attach attached nothing (no object, a refused file, the object replaced mid-check).
 * Callers store the returned key/url, then delete the file it replaces (deleteFile / deleteMediaByUrl).
 */
export async function attachUpload(input: AttachUploadInput): Promise<AttachedFile> {
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
  const bucketKind = bucketKindFor(input.kind);
  const bucket = bucketName(bucketKind);
  const now = new Date();
  const attachId = randomToken();
  const claim: UploadClaim = {
    bucketKind,
    stagingKey: input.stagingKey,
    kind: input.kind,
    userId: input.userId,
    attachId,
  };
  await claimUpload(claim, now);

  // Best effort: the refusal is what the caller must see; the staging lifecycle rule removes what a failed delete leaves.
  const discard = () =>
    deleteFile(bucketKind, input.stagingKey).catch((error: unknown) =>
      logger.error('Staging delete failed', { key: input.stagingKey, error: error as Error }),
    );

  let copied = false;
  try {
    const head = await headStaged(bucket, input.stagingKey);
    const size = head.size;
    if (size > rule.maxBytes) {
      await discard();
      throw refuse('payload_too_large', rule.tooLarge);
    }
    if (size < 1) {
      await discard();
      throw refuse('validation_failed', UPLOAD_MESSAGES.fileEmpty);
    }

    const bytes = await readHead(bucket, input.stagingKey, head.etag);
    const sniffed = sniffUpload(input.kind, staged.extension, bytes);
    if (!sniffed.ok) {
      await discard();
      throw refuse('validation_failed', sniffed.problem.message);
    }
    const { contentType, extension } = sniffed;
    const fileType: DocumentFileType = rule.imagesOnly
      ? 'image'
      : (DOCUMENT_FORMATS[extension]?.fileType ?? 'other');

    const key = finalKey(input.kind, input.userId, extension, now, attachId);
    await copyObject({
      bucket,
      sourceKey: input.stagingKey,
      key,
      // Only the object we checked is copied, even if the browser re-posted to the same staging key meanwhile.
      ...(head.etag ? { sourceIfMatch: head.etag } : {}),
      contentType,
      cacheControl: CACHE_CONTROL,
    }).catch(async (error: unknown) => {
      if ((error as Error).name !== 'PreconditionFailed') throw error;
      await discard();
      throw conflict(UPLOAD_MESSAGES.uploadChanged);
    });
    copied = true;
    await discard();
    return {
      key,
      url: bucketKind === 'media' ? mediaUrl(key) : key,
      size,
      contentType,
      fileType,
    };
  } catch (error) {
    // Nothing attached: the ticket may be used again while it is valid. Once copied, the claim stays.
    if (!copied) {
      await releaseClaim(claim).catch((releaseError: unknown) =>
        logger.error('Upload claim not released', { key: input.stagingKey, error: releaseError as Error }),
      );
    }
    throw error;
  }
}
