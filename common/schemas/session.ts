import * as z from 'zod';
import { STAGING_KEY_PATTERN } from '../storage-keys';
import { LIMITS } from '../limits';
import { MESSAGES, VALIDATION_MESSAGES } from '../messages';
import { normalizeTags } from '../tags';

import { SESSION_STATUSES } from '../session-status';

export { SESSION_STATUSES, SESSION_STATUS_LABELS, type SessionStatus } from '../session-status';

/** Payload of session create and update (SPEC §5 "Session form"). */
export const sessionInputSchema = z.strictObject({
  title: z
    .string({ error: MESSAGES.titleRequired })
    .trim()
    .min(1, { error: MESSAGES.titleRequired })
    .max(LIMITS.sessionTitleMaxLength, {
      error: VALIDATION_MESSAGES.tooLong('Le titre', LIMITS.sessionTitleMaxLength),
    }),
  description: z
    .string()
    .trim()
    .max(LIMITS.sessionDescriptionMaxLength, {
      error: VALIDATION_MESSAGES.tooLong('La description', LIMITS.sessionDescriptionMaxLength),
    })
    .nullish()
    .transform((v) => (v ? v : null)),
  status: z.enum(SESSION_STATUSES, { error: VALIDATION_MESSAGES.invalidStatus }),
  image_url: z
    .string()
    .max(1024)
    .regex(/^\/media\/[\w\-./]+$/, { error: VALIDATION_MESSAGES.invalidImageUrl })
    .nullish()
    .transform((v) => v ?? null),
  /** A new cover: the `key` of a session-image upload ticket; the API checks it and sets image_url. */
  image_upload_key: z
    .string({ error: VALIDATION_MESSAGES.invalidUpload })
    .max(512, { error: VALIDATION_MESSAGES.invalidUpload })
    .regex(STAGING_KEY_PATTERN, { error: VALIDATION_MESSAGES.invalidUpload })
    .optional(),
  tags: z
    .array(z.string().max(500), { error: VALIDATION_MESSAGES.tagsNotList })
    .max(LIMITS.tagsMaxCount, { error: VALIDATION_MESSAGES.tooManyTags })
    .default([])
    .transform(normalizeTags),
});

export type SessionInput = z.output<typeof sessionInputSchema>;
/** What a session stores: the form without the upload key, which the API turns into image_url. */
export type SessionFields = Omit<SessionInput, 'image_upload_key'>;
