import { LIMITS } from '@common/limits';
import {
  checkUploadDeclaration,
  DOCUMENT_FORMATS,
  fileExtension,
  IMAGE_TYPE_EXTENSIONS,
  normalizeContentType,
  UPLOAD_RULES,
  type ImageContentType,
  type UploadKind,
} from '@common/uploads';
import { DomainError } from '../lib/errors';
import { presignPost, type PolicyCondition } from '../lib/presigned';
import { bucketName } from './files';
import { bucketKindFor, stagingKey } from './object-keys';

/** Long enough for 50 MB on a slow connection, short enough that a leaked form is soon useless. */
export const UPLOAD_TICKET_SECONDS = 600;

export const CACHE_CONTROL = `max-age=${LIMITS.storageCacheControlSeconds}`;

export interface UploadTicketInput {
  kind: UploadKind;
  fileName: string;
  contentType: string;
  size: number;
  userId: string;
}

export interface UploadTicket {
  /** Where the browser POSTs the multipart form. */
  url: string;
  /** Every form field, in order, before the `file` part. */
  fields: Record<string, string>;
  /** The staging key to hand to attachUpload once the POST succeeded. */
  key: string;
  expiresAt: string;
  maxBytes: number;
}

/** Refuses a declared file the kind's rules refuse (400/413 with the spec's messages). */
export function assertDeclarationFits(input: UploadTicketInput): void {
  const problem = checkUploadDeclaration(input);
  if (problem) {
    const code = problem.reason === 'too-large' ? 'payload_too_large' : 'validation_failed';
    throw new DomainError(code, problem.message, { file: problem.message });
  }
}

/** The type a staged file is stored with and the extension of its staging key, from its declaration. */
export function stagedFormat(input: UploadTicketInput): { contentType: string; extension: string } {
  if (UPLOAD_RULES[input.kind].imagesOnly) {
    // checkUploadDeclaration has accepted it as one of the four raster types.
    const imageType = normalizeContentType(input.contentType) as ImageContentType;
    return { contentType: imageType, extension: IMAGE_TYPE_EXTENSIONS[imageType] };
  }
  const extension = fileExtension(input.fileName);
  // Typed by extension, not by what the browser guessed; attach stores the type that the content proves.
  return { contentType: DOCUMENT_FORMATS[extension]?.contentType ?? 'application/octet-stream', extension };
}

/**
 * A presigned POST into the kind's bucket, under the caller's staging prefix. S3 (and the local
 * S3 gate) enforce the policy's size, type and key; attachUpload still checks the content itself.
 * Throws 400/413 DomainErrors with the spec's messages when the declared file cannot fit.
 */
export async function createUploadTicket(input: UploadTicketInput, now = new Date()): Promise<UploadTicket> {
  assertDeclarationFits(input);
  const rule = UPLOAD_RULES[input.kind];
  const conditions: PolicyCondition[] = [['content-length-range', 1, rule.maxBytes]];
  const { contentType, extension } = stagedFormat(input);
  if (rule.imagesOnly) conditions.push(['starts-with', '$Content-Type', 'image/']);

  const key = stagingKey(input.userId, input.kind, extension, now);
  const { url, fields } = await presignPost({
    bucket: bucketName(bucketKindFor(input.kind)),
    key,
    conditions,
    // Each field also becomes an exact-match condition of the policy.
    fields: { 'Content-Type': contentType, 'Cache-Control': CACHE_CONTROL },
    expiresSeconds: UPLOAD_TICKET_SECONDS,
  });
  return {
    url,
    fields,
    key,
    expiresAt: new Date(now.getTime() + UPLOAD_TICKET_SECONDS * 1000).toISOString(),
    maxBytes: rule.maxBytes,
  };
}
