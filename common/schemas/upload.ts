import * as z from 'zod';
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
