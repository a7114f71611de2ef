import * as z from 'zod';
import { STAGING_KEY_PATTERN } from '../storage-keys';
import { COVER_VARIANT_WIDTHS, type CoverVariant } from '../cover-variants';
import { LIMITS } from '../limits';
import { COVER_MESSAGES, MESSAGES, VALIDATION_MESSAGES } from '../messages';
import { normalizeTags, tooLongTag } from '../tags';

import { SESSION_STATUSES } from '../session-status';
import { fieldSubject } from '../messages/fields';
import { PROGRAMME_PHASES, PROGRAMME_SESSION_COUNT } from '../programme';

export { SESSION_STATUSES, SESSION_STATUS_LABELS, type SessionStatus } from '../session-status';

/** One entry of `tags` may hold several hashtags or comma-separated tags: a bound for the whole entry. */
const RAW_TAG_INPUT_MAX = 2000;

const entryTooLong = (issue: { input?: unknown }) =>
  VALIDATION_MESSAGES.tagTooLong(typeof issue.input === 'string' ? issue.input.length : 0);

/** A whole number from 1 to `max`, or null (absent: null, a session outside the programme). */
const placeField = (max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message })
    .nullish()
    .transform((v) => v ?? null);

/** Payload of session create and update (SPEC §5 "Session form"). */
export const sessionInputSchema = z
  .strictObject({
    title: z
      .string({ error: MESSAGES.titleRequired })
      .trim()
      .min(1, { error: MESSAGES.titleRequired })
      .max(LIMITS.sessionTitleMaxLength, {
        error: VALIDATION_MESSAGES.tooLong(fieldSubject('title'), LIMITS.sessionTitleMaxLength),
      }),
    description: z
      .string()
      .trim()
      .max(LIMITS.sessionDescriptionMaxLength, {
        error: VALIDATION_MESSAGES.tooLong(fieldSubject('description'), LIMITS.sessionDescriptionMaxLength),
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
    /**
     * The new cover's narrower copies (common/cover-variants.ts), each the `key` of its own
     * session-image upload ticket with the width it was made at; the API checks and attaches them
     * with the cover. Optional: without them the cover is served as uploaded.
     */
    image_variant_uploads: z
      .array(
        z.strictObject({
          width: z.literal(COVER_VARIANT_WIDTHS, { error: COVER_MESSAGES.variantWidth }),
          upload_key: z
            .string({ error: VALIDATION_MESSAGES.invalidUpload })
            .max(512, { error: VALIDATION_MESSAGES.invalidUpload })
            .regex(STAGING_KEY_PATTERN, { error: VALIDATION_MESSAGES.invalidUpload }),
        }),
        { error: COVER_MESSAGES.variantsNotList },
      )
      .max(COVER_VARIANT_WIDTHS.length, { error: COVER_MESSAGES.variantTwice })
      .refine((list) => new Set(list.map((v) => v.width)).size === list.length, {
        error: COVER_MESSAGES.variantTwice,
      })
      .optional(),
    // Each tag as normalized (hashtags and commas split, duplicates dropped) must fit: an over-long
    // tag is refused with its length, never cut.
    tags: z
      .array(z.string().max(RAW_TAG_INPUT_MAX, { error: entryTooLong }), {
        error: VALIDATION_MESSAGES.tagsNotList,
      })
      .max(LIMITS.tagsMaxCount, { error: VALIDATION_MESSAGES.tooManyTags })
      .default([])
      .transform(normalizeTags)
      .pipe(
        z
          .array(z.string())
          .max(LIMITS.tagsMaxCount, { error: VALIDATION_MESSAGES.tooManyTags })
          // Said on `tags` itself: an index into the normalized list names no entry the caller sent.
          .superRefine((tags, ctx) => {
            const long = tooLongTag(tags);
            if (long !== undefined) {
              ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.tagTooLong(long.length) });
            }
          }),
      ),
    /** The session's place in the programme (common/programme.ts): both, or neither. */
    phase: placeField(PROGRAMME_PHASES.length, VALIDATION_MESSAGES.invalidPhase),
    number: placeField(PROGRAMME_SESSION_COUNT, VALIDATION_MESSAGES.invalidProgrammeNumber),
  })
  .superRefine((input, ctx) => {
    if ((input.phase === null) === (input.number === null)) return;
    ctx.addIssue({
      code: 'custom',
      path: [input.phase === null ? 'phase' : 'number'],
      message: VALIDATION_MESSAGES.programmePlaceIncomplete,
    });
  });

export type SessionInput = z.output<typeof sessionInputSchema>;
/**
 * What a session stores: the form without the upload keys, which the API turns into image_url, and
 * the cover's variants and width (kept as they are when the cover is kept).
 */
export type SessionFields = Omit<SessionInput, 'image_upload_key' | 'image_variant_uploads'> & {
  image_variants: CoverVariant[];
  image_width: number | null;
};
