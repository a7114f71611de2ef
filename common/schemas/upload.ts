import * as z from 'zod';
import { MULTIPART_MAX_PARTS, MULTIPART_MAX_URLS_PER_REQUEST } from '../multipart';
import { STAGING_KEY_PATTERN } from '../storage-keys';
import { UPLOAD_KINDS } from '../uploads';
import { VALIDATION_MESSAGES, UPLOAD_MESSAGES } from '../messages';
import { fieldSubject } from '../messages/fields';

/** Body of POST /api/uploads: what the browser knows about the file it is about to send. */
export const uploadTicketRequestSchema = z.strictObject({
  kind: z.enum(UPLOAD_KINDS, { error: VALIDATION_MESSAGES.invalidUploadKind }),
  file_name: z
    .string({ error: UPLOAD_MESSAGES.fileNameRequired })
    .trim()
    .min(1, { error: UPLOAD_MESSAGES.fileNameRequired })
    .max(255, { error: VALIDATION_MESSAGES.tooLong(fieldSubject('file_name'), 255) }),
  // Browsers send '' for types they do not know; documents are then typed by extension.
  content_type: z
    .string({ error: VALIDATION_MESSAGES.notText(fieldSubject('content_type')) })
    .max(255, { error: VALIDATION_MESSAGES.invalidFileType })
    .default(''),
  size: z
    .number({ error: VALIDATION_MESSAGES.fileSizeRequired })
    .int({ error: VALIDATION_MESSAGES.fileSizeNotInteger })
    .nonnegative({ error: VALIDATION_MESSAGES.fileSizeNegative })
    .max(Number.MAX_SAFE_INTEGER),
});

export type UploadTicketRequest = z.output<typeof uploadTicketRequestSchema>;

/** 201 answer: the form to POST to S3 (every field, then the file last), and the staging key to attach. */
export interface UploadTicketResponse {
  url: string;
  fields: Record<string, string>;
  key: string;
  expires_at: string;
  max_bytes: number;
}

/** The staging key a multipart start returned (`staging/{userId}/{kind}/…`). */
const uploadKey = z
  .string()
  .min(1)
  .max(512)
  .regex(STAGING_KEY_PATTERN, { error: VALIDATION_MESSAGES.invalidUpload });

/** S3's upload ids are opaque: URL-safe characters, never a space or a quote. */
const uploadId = z
  .string()
  .min(1)
  .max(1024)
  .regex(/^[A-Za-z0-9._~=+/-]+$/);

const partNumber = z.number().int().min(1).max(MULTIPART_MAX_PARTS);

/** Body of POST /api/uploads/multipart: the file about to go up in parts, declared as for a ticket. */
export const multipartStartSchema = uploadTicketRequestSchema;

/** 201 answer: where the parts go (the staging key to attach once complete) and how the file is cut. */
export interface MultipartStartResponse {
  key: string;
  upload_id: string;
  part_size: number;
  part_count: number;
  max_bytes: number;
}

/** Body of POST /api/uploads/multipart/urls: presigned URLs for these parts of the caller's upload. */
export const multipartUrlsSchema = z.strictObject({
  upload_key: uploadKey,
  upload_id: uploadId,
  part_numbers: z
    .array(partNumber)
    .min(1)
    .max(MULTIPART_MAX_URLS_PER_REQUEST)
    .refine((numbers) => new Set(numbers).size === numbers.length, {
      error: VALIDATION_MESSAGES.partNumbersTwice,
    }),
});

export interface MultipartUrlsResponse {
  parts: { part_number: number; url: string }[];
  expires_at: string;
}

/** Query of GET /api/uploads/multipart/parts and DELETE /api/uploads/multipart: one upload of the caller's. */
export const multipartUploadQuerySchema = z.strictObject({
  upload_key: uploadKey,
  upload_id: uploadId,
});

/** The parts S3 holds, in order: what a resumed upload need not send again. */
export interface MultipartPartsResponse {
  parts: { part_number: number; etag: string; size: number }[];
}

/** Body of POST /api/uploads/multipart/complete: every part, in order, with the ETag S3 answered. */
export const multipartCompleteSchema = z.strictObject({
  upload_key: uploadKey,
  upload_id: uploadId,
  parts: z
    .array(
      z.strictObject({
        part_number: partNumber,
        etag: z.string().regex(/^"?[0-9a-fA-F]{32}"?$/),
      }),
    )
    .min(1)
    .max(MULTIPART_MAX_PARTS),
});

/** 200 answer: the staging key, now holding the whole file, for the saving route to attach. */
export interface MultipartCompleteResponse {
  key: string;
  size: number;
}
