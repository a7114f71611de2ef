import * as z from 'zod';
import { STAGING_KEY_PATTERN } from '../storage-keys';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { normalizeTags } from '../tags';

import { SESSION_STATUSES } from '../session-status';

export { SESSION_STATUSES, SESSION_STATUS_LABELS, type SessionStatus } from '../session-status';

/** Payload of session create and update (SPEC §5 "Session form"). */
export const sessionInputSchema = z.strictObject({
  title: z
    .string({ error: MESSAGES.sessionTitleRequired })
    .trim()
    .min(1, { error: MESSAGES.sessionTitleRequired })
    .max(LIMITS.sessionTitleMaxLength, {
      error: `Le titre ne doit pas dépasser ${LIMITS.sessionTitleMaxLength} caractères`,
    }),
  description: z
    .string()
    .trim()
    .max(LIMITS.sessionDescriptionMaxLength, {
      error: `La description ne doit pas dépasser ${LIMITS.sessionDescriptionMaxLength} caractères`,
    })
    .nullish()
    .transform((v) => (v ? v : null)),
  status: z.enum(SESSION_STATUSES, { error: 'Statut invalide (draft, review ou published)' }),
  image_url: z
    .string()
    .max(1024)
    .regex(/^\/media\/[\w\-./]+$/, { error: "Adresse d'image invalide" })
    .nullish()
    .transform((v) => v ?? null),
  /** A new cover: the `key` of a session-image upload ticket; the API checks it and sets image_url. */
  image_upload_key: z
    .string({ error: 'Téléversement invalide' })
    .max(512, { error: 'Téléversement invalide' })
    .regex(STAGING_KEY_PATTERN, { error: 'Téléversement invalide' })
    .optional(),
  tags: z
    .array(z.string().max(500), { error: 'Les thématiques doivent être une liste' })
    .max(LIMITS.tagsMaxCount, { error: `Au plus ${LIMITS.tagsMaxCount} thématiques` })
    .default([])
    .transform(normalizeTags),
});

export type SessionInput = z.output<typeof sessionInputSchema>;
/** What a session stores: the form without the upload key, which the API turns into image_url. */
export type SessionFields = Omit<SessionInput, 'image_upload_key'>;
