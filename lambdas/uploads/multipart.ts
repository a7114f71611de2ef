/**
 * Uploads in parts (S3 multipart upload): a file over MULTIPART_THRESHOLD_BYTES goes up under a
 * staging key of the caller's, one presigned UploadPart URL per part, so a dropped connection or a
 * reload resumes from the parts S3 holds (ListParts). The upload is bound to its caller by its key:
 * `staging/{userId}/{kind}/…`, and S3 binds the upload id to that key (NoSuchUpload for another),
 * so nobody but the caller can list, presign, complete or abort it. Once complete, the staging key
 * holds the whole file and is attached by the saving route exactly as a presigned POST's.
 * Abandoned uploads are aborted by the staging lifecycle rule (infra/lib/constructs/upload-bucket.ts).
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_MESSAGES } from '@common/messages';
import { goesInParts, MULTIPART_PART_BYTES, partCount } from '@common/multipart';
import { UPLOAD_RULES, type UploadKind } from '@common/uploads';
import { s3 } from '../lib/clients';
import { DomainError, forbidden, notFound, validationFailed } from '../lib/errors';
import { logger } from '../lib/observability';
import { bucketName } from './files';
import { bucketKindFor, stagedKind, stagingKey, stagingPrefix } from './object-keys';
import { assertDeclarationFits, CACHE_CONTROL, stagedFormat, type UploadTicketInput } from './presign';

/** A part URL is for the part about to be sent: long enough for 5 MiB on a slow line, no longer. */
export const PART_URL_SECONDS = 900;

export interface StartedUpload {
  key: string;
  uploadId: string;
  partSize: number;
  partCount: number;
  maxBytes: number;
}

/** One upload of the caller's, as every call after the start names it. */
export interface OwnedUpload {
  kind: UploadKind;
  bucket: string;
  key: string;
  uploadId: string;
}

export interface HeldPart {
  partNumber: number;
  etag: string;
  size: number;
}

const S3_NAME = (error: unknown) => (error as Error).name;

/** S3's NoSuchUpload (unknown, aborted or completed upload) as the caller reads it. */
function unknownUpload(error: unknown): never {
  if (S3_NAME(error) === 'NoSuchUpload') throw notFound(UPLOAD_MESSAGES.multipartUnknown);
  throw error;
}

/** Starts a multipart upload of a declared file: the same checks and staging key as a presigned POST's. */
export async function startMultipartUpload(
  input: UploadTicketInput,
  now = new Date(),
): Promise<StartedUpload> {
  assertDeclarationFits(input);
  if (!goesInParts(input.size)) {
    throw validationFailed(UPLOAD_MESSAGES.multipartTooSmall, { file: UPLOAD_MESSAGES.multipartTooSmall });
  }
  const { contentType, extension } = stagedFormat(input);
  const key = stagingKey(input.userId, input.kind, extension, now);
  const created = await s3().send(
    new CreateMultipartUploadCommand({
      Bucket: bucketName(bucketKindFor(input.kind)),
      Key: key,
      ContentType: contentType,
      CacheControl: CACHE_CONTROL,
    }),
  );
  if (!created.UploadId) throw new Error('CreateMultipartUpload answered no UploadId');
  return {
    key,
    uploadId: created.UploadId,
    partSize: MULTIPART_PART_BYTES,
    partCount: partCount(input.size),
    maxBytes: UPLOAD_RULES[input.kind].maxBytes,
  };
}

/** The caller's upload named by its staging key; 403 for another's key, 400 for a key of no kind. */
export function ownedUpload(userId: string, key: string, uploadId: string): OwnedUpload {
  if (!key.startsWith(stagingPrefix(userId))) throw forbidden(UPLOAD_MESSAGES.uploadNotYours);
  const kind = stagedKind(key, userId);
  if (!kind) throw validationFailed(UPLOAD_MESSAGES.uploadMissing, { file: UPLOAD_MESSAGES.uploadMissing });
  return { kind, bucket: bucketName(bucketKindFor(kind)), key, uploadId };
}

/** The most parts a file of the kind can need: no URL is signed beyond them. */
export const maxPartsOf = (kind: UploadKind): number => partCount(UPLOAD_RULES[kind].maxBytes);

/** A presigned UploadPart URL per part number (each acts with this function's s3:PutObject on staging/). */
export async function presignParts(
  upload: OwnedUpload,
  partNumbers: readonly number[],
  now = new Date(),
): Promise<{ parts: { partNumber: number; url: string }[]; expiresAt: string }> {
  const max = maxPartsOf(upload.kind);
  if (partNumbers.some((number) => number > max)) {
    const message = UPLOAD_MESSAGES.partNumberTooHigh(max);
    throw validationFailed(message, { part_numbers: message });
  }
  const parts = await Promise.all(
    partNumbers.map(async (partNumber) => ({
      partNumber,
      url: await getSignedUrl(
        s3(),
        new UploadPartCommand({
          Bucket: upload.bucket,
          Key: upload.key,
          UploadId: upload.uploadId,
          PartNumber: partNumber,
        }),
        { expiresIn: PART_URL_SECONDS, signingDate: now },
      ),
    })),
  );
  return { parts, expiresAt: new Date(now.getTime() + PART_URL_SECONDS * 1000).toISOString() };
}

/** Every part S3 holds for the upload, in order (ListParts, page after page); 404 for an unknown upload. */
export async function listHeldParts(upload: OwnedUpload): Promise<HeldPart[]> {
  const held: HeldPart[] = [];
  let marker: string | undefined;
  for (;;) {
    const page = await s3()
      .send(
        new ListPartsCommand({
          Bucket: upload.bucket,
          Key: upload.key,
          UploadId: upload.uploadId,
          ...(marker ? { PartNumberMarker: marker } : {}),
        }),
      )
      .catch(unknownUpload);
    for (const part of page.Parts ?? []) {
      if (part.PartNumber && part.ETag) {
        held.push({ partNumber: part.PartNumber, etag: part.ETag, size: part.Size ?? 0 });
      }
    }
    if (!page.IsTruncated || !page.NextPartNumberMarker) return held;
    marker = page.NextPartNumberMarker;
  }
}

/** Drops the upload and every part S3 holds of it; 404 for an unknown (or finished) upload. */
export async function abortUpload(upload: OwnedUpload): Promise<void> {
  await s3()
    .send(
      new AbortMultipartUploadCommand({ Bucket: upload.bucket, Key: upload.key, UploadId: upload.uploadId }),
    )
    .catch(unknownUpload);
}

const unquote = (etag: string) => etag.replace(/"/g, '').toLowerCase();

const PARTS_REFUSED = new Set(['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall', 'MalformedXML']);

/**
 * Completes the upload with the parts named, as S3 holds them. S3 cannot bound a multipart
 * object's size (each part URL takes any body), so the parts are listed first: past the kind's
 * limit the upload is aborted and refused (413, the kind's message). The ETags completed are the
 * ones listed, so a part replaced since makes S3 refuse the completion (InvalidPart) rather than
 * assemble a file larger than was checked. Parts S3 refuses (a wrong ETag, out of order, a small
 * part before the last) are a 400; an unknown upload a 404.
 */
export async function completeUpload(
  upload: OwnedUpload,
  requested: readonly { partNumber: number; etag: string }[],
): Promise<{ size: number }> {
  const held = new Map((await listHeldParts(upload)).map((part) => [part.partNumber, part]));
  const mismatch = () =>
    validationFailed(UPLOAD_MESSAGES.multipartPartsMismatch, {
      file: UPLOAD_MESSAGES.multipartPartsMismatch,
    });
  const chosen = requested.map((part) => held.get(part.partNumber));
  if (chosen.some((part, index) => !part || unquote(part.etag) !== unquote(requested[index]?.etag ?? ''))) {
    throw mismatch();
  }
  const size = chosen.reduce((sum, part) => sum + (part?.size ?? 0), 0);
  const rule = UPLOAD_RULES[upload.kind];
  if (size > rule.maxBytes) {
    await abortUpload(upload).catch((error: unknown) =>
      logger.error('Multipart abort failed', { key: upload.key, error: error as Error }),
    );
    throw new DomainError('payload_too_large', rule.tooLarge, { file: rule.tooLarge });
  }
  try {
    await s3().send(
      new CompleteMultipartUploadCommand({
        Bucket: upload.bucket,
        Key: upload.key,
        UploadId: upload.uploadId,
        MultipartUpload: {
          Parts: chosen.map((part) => ({ PartNumber: part?.partNumber, ETag: part?.etag })),
        },
      }),
    );
  } catch (error) {
    if (PARTS_REFUSED.has(S3_NAME(error))) throw mismatch();
    unknownUpload(error);
  }
  return { size };
}
