/**
 * Pure rules of the session form (SPEC §5), kept free of React and the DOM so they are
 * unit-tested on their own: tag entry, the payload sent to the API, client validation with
 * the shared schema's messages, and which error message the form shows.
 */
import { LIMITS } from '@common/limits';
import { MESSAGES, VALIDATION_MESSAGES } from '@common/messages';
import { inputErrors } from '@common/schemas/input-errors';
import { sessionInputSchema } from '@common/schemas/session';
import type { SessionStatus } from '@common/session-status';
import { tagKey } from '@common/search';
import { normalizeTags, parseTagInput, tooLongTag } from '@common/tags';

export interface SessionFormValues {
  title: string;
  description: string;
  status: SessionStatus;
  tags: string[];
  /** The place in the programme (common/programme.ts); both null outside it. */
  phase: number | null;
  number: number | null;
}

/** What happens to the cover on save: none, keep the current image, or attach a new upload (with its smaller copies). */
export type CoverChoice =
  | { kind: 'none' }
  | { kind: 'current'; url: string }
  | { kind: 'upload'; key: string; variants?: readonly { width: number; key: string }[] };

/** Body of POST /api/sessions and PUT /api/sessions/{id}. */
export interface SessionPayload {
  title: string;
  description: string | null;
  status: SessionStatus;
  tags: string[];
  phase: number | null;
  number: number | null;
  image_url: string | null;
  image_upload_key?: string;
  image_variant_uploads?: { width: number; upload_key: string }[];
}

export type SessionFormField = 'title' | 'description' | 'status' | 'tags' | 'image' | 'phase' | 'number';
export type SessionFormErrors = Partial<Record<SessionFormField, string>>;

export const EMPTY_SESSION_FORM: SessionFormValues = {
  title: '',
  description: '',
  status: 'draft',
  tags: [],
  phase: null,
  number: null,
};

/** What is wrong with the text being typed in the tag input, as it is typed: a tag over the limit. */
export function pendingTagError(input: string): string | null {
  const long = tooLongTag(parseTagInput(input));
  return long === undefined ? null : VALIDATION_MESSAGES.tagTooLong(long.length);
}

/**
 * Adds what was typed in the tag input: hashtags become several tags, text is trimmed, and
 * tags already present (case and accents ignored, as the API counts them) are skipped. Existing
 * tags are kept exactly as they are. An over-long tag is refused, never cut.
 */
export function addTags(
  current: readonly string[],
  input: string,
): { tags: string[]; added: number; error: string | null } {
  const tooLong = pendingTagError(input);
  if (tooLong) return { tags: [...current], added: 0, error: tooLong };
  const seen = new Set(current.map(tagKey));
  const fresh = normalizeTags(parseTagInput(input)).filter((tag) => !seen.has(tagKey(tag)));
  if (current.length + fresh.length > LIMITS.tagsMaxCount) {
    return { tags: [...current], added: 0, error: VALIDATION_MESSAGES.tooManyTags };
  }
  return { tags: [...current, ...fresh], added: fresh.length, error: null };
}

export function removeTag(current: readonly string[], tag: string): string[] {
  return current.filter((t) => t !== tag);
}

export function buildSessionPayload(values: SessionFormValues, cover: CoverChoice): SessionPayload {
  const payload: SessionPayload = {
    title: values.title.trim(),
    description: values.description.trim() || null,
    status: values.status,
    tags: [...values.tags],
    phase: values.phase,
    number: values.number,
    image_url: cover.kind === 'current' ? cover.url : null,
  };
  if (cover.kind === 'upload') {
    payload.image_upload_key = cover.key;
    if (cover.variants?.length) {
      payload.image_variant_uploads = cover.variants.map((v) => ({ width: v.width, upload_key: v.key }));
    }
  }
  return payload;
}

const FIELD_OF: Record<string, SessionFormField> = {
  title: 'title',
  description: 'description',
  status: 'status',
  tags: 'tags',
  phase: 'phase',
  number: 'number',
  image_url: 'image',
  image_upload_key: 'image',
  image_variant_uploads: 'image',
};

/** Client validation with the shared schema (same messages as the API); empty when valid. */
export function validateSessionPayload(payload: SessionPayload): SessionFormErrors {
  const result = sessionInputSchema.safeParse(payload, { error: inputErrors('body') });
  if (result.success) return {};
  const errors: SessionFormErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0] ?? '')];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The API's field messages (400 `fields`), mapped onto the form's fields. */
export function serverFieldErrors(fields: Record<string, string> | undefined): SessionFormErrors {
  const errors: SessionFormErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    // 'tags.2' (one entry of a list) is the tags field.
    const field = FIELD_OF[name.split('.')[0] ?? ''];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The part of an API error the form reads (kept structural so this module stays DOM-free). */
export interface FailureInfo {
  status: number;
  message: string;
  fields?: Record<string, string>;
}

/**
 * SPEC §8: the server's own message when it refused the content (400 field message, 403
 * permission, 409 changed meanwhile, 413 too large); otherwise the generic save failure.
 */
export function saveErrorMessage(error: FailureInfo | null): string {
  if (error && [400, 403, 409, 413].includes(error.status) && error.message) return error.message;
  return MESSAGES.failedToSaveSession;
}

/** Unsaved changes: anything differs from what was loaded (tags in order, cover choice). */
export function hasUnsavedChanges(
  initial: { values: SessionFormValues; cover: CoverChoice },
  current: { values: SessionFormValues; cover: CoverChoice; pendingTag: string },
): boolean {
  const a = initial.values;
  const b = current.values;
  return (
    a.title !== b.title ||
    a.description !== b.description ||
    a.status !== b.status ||
    a.phase !== b.phase ||
    a.number !== b.number ||
    a.tags.join('\u0000') !== b.tags.join('\u0000') ||
    current.pendingTag.trim() !== '' ||
    JSON.stringify(initial.cover) !== JSON.stringify(current.cover)
  );
}
