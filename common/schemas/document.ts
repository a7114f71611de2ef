import * as z from 'zod';
import { STAGING_KEY_PATTERN } from '../storage-keys';
import { DOCUMENT_MESSAGES, MESSAGES, VALIDATION_MESSAGES } from '../messages';
import { DOCUMENT_CATEGORIES } from '../documents';
import { fieldSubject } from '../messages/fields';

const fields = {
  title: z
    .string({ error: MESSAGES.titleRequired })
    .trim()
    .min(1, { error: MESSAGES.titleRequired })
    .max(200, { error: VALIDATION_MESSAGES.tooLong(fieldSubject('title'), 200) }),
  description: z
    .string()
    .trim()
    .max(2000, { error: VALIDATION_MESSAGES.tooLong(fieldSubject('description'), 2000) })
    .nullish()
    .transform((v) => (v ? v : null)),
  category: z.enum(DOCUMENT_CATEGORIES, { error: DOCUMENT_MESSAGES.categoryRequired }),
};

/** The staging key an upload ticket returned (`staging/{userId}/…`). */
const uploadKey = z
  .string()
  .min(1)
  .max(512)
  .regex(STAGING_KEY_PATTERN, { error: VALIDATION_MESSAGES.invalidUpload });

/** Document form, creation: the file is required (SPEC §5). */
export const documentCreateSchema = z.strictObject({
  ...fields,
  upload_key: z.string({ error: DOCUMENT_MESSAGES.fileRequired }).pipe(uploadKey),
});

/** Document form, edit: a new upload replaces the file; without one the file stays. */
export const documentUpdateSchema = z.strictObject({ ...fields, upload_key: uploadKey.optional() });

export type DocumentCreateInput = z.output<typeof documentCreateSchema>;
export type DocumentUpdateInput = z.output<typeof documentUpdateSchema>;
