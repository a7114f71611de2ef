import { describe, expect, it } from 'vitest';
import { LIMITS } from '@common/limits';
import { MESSAGES, VALIDATION_MESSAGES } from '@common/messages';
import {
  addTags,
  buildSessionPayload,
  pendingTagError,
  EMPTY_SESSION_FORM,
  hasUnsavedChanges,
  removeTag,
  saveErrorMessage,
  serverFieldErrors,
  validateSessionPayload,
} from '@/features/manage-content/utils/session-form';

describe('session form tags (SPEC §5)', () => {
  it('splits hashtags into several tags', () => {
    expect(addTags([], '#Finance #Levée_de_fonds')).toEqual({
      tags: ['Finance', 'Levée_de_fonds'],
      added: 2,
      error: null,
    });
  });

  it('trims plain text and skips duplicates in any case, keeping existing tags as they are', () => {
    expect(addTags(['Pitch'], '  pitch  ').tags).toEqual(['Pitch']);
    expect(addTags(['Pitch'], '  pitch  ').added).toBe(0);
    expect(addTags(['C#'], 'Marché').tags).toEqual(['C#', 'Marché']);
    expect(addTags(['Pitch'], '#pitch #Ventes #ventes').tags).toEqual(['Pitch', 'Ventes']);
  });

  it('skips a tag already there with other accents or case (one tag for the API)', () => {
    expect(addTags(['Économie'], 'economie')).toEqual({ tags: ['Économie'], added: 0, error: null });
    expect(addTags(['financement'], '#Financement #Levée')).toMatchObject({
      tags: ['financement', 'Levée'],
      added: 1,
    });
  });

  it('says an over-long tag is too long as it is typed, and refuses it instead of cutting it', () => {
    const long = 'a'.repeat(LIMITS.tagMaxLength + 12);
    expect(pendingTagError('a'.repeat(LIMITS.tagMaxLength))).toBeNull();
    expect(pendingTagError(long)).toBe(VALIDATION_MESSAGES.tagTooLong(LIMITS.tagMaxLength + 12));
    expect(pendingTagError(`#court #${long}`)).toBe(VALIDATION_MESSAGES.tagTooLong(LIMITS.tagMaxLength + 12));
    expect(pendingTagError('Une thématique, une autre')).toBeNull();
    expect(addTags(['Pitch'], long)).toEqual({
      tags: ['Pitch'],
      added: 0,
      error: `Une thématique ne doit pas dépasser ${LIMITS.tagMaxLength} caractères (celle-ci en compte 62)`,
    });
  });

  it('ignores blank input', () => {
    expect(addTags(['A'], '   ')).toEqual({ tags: ['A'], added: 0, error: null });
  });

  it('refuses to go beyond the maximum number of tags', () => {
    const full = Array.from({ length: LIMITS.tagsMaxCount }, (_, i) => `t${i}`);
    expect(addTags(full, 'encore')).toEqual({ tags: full, added: 0, error: VALIDATION_MESSAGES.tooManyTags });
  });

  it('removes a chip', () => {
    expect(removeTag(['A', 'B'], 'A')).toEqual(['B']);
  });
});

describe('session payload and validation', () => {
  const values = {
    title: '  Pitch  ',
    description: '  ',
    status: 'published' as const,
    tags: ['A'],
    phase: null,
    number: null,
  };

  it('trims, sends null for an empty description, and the cover choice', () => {
    expect(buildSessionPayload(values, { kind: 'none' })).toEqual({
      title: 'Pitch',
      description: null,
      status: 'published',
      tags: ['A'],
      phase: null,
      number: null,
      image_url: null,
    });
    expect(buildSessionPayload(values, { kind: 'current', url: '/media/x.png' }).image_url).toBe(
      '/media/x.png',
    );
    const upload = buildSessionPayload(values, { kind: 'upload', key: 'staging/u/k.png' });
    expect(upload.image_upload_key).toBe('staging/u/k.png');
    expect(upload.image_url).toBeNull();
  });

  it("requires a title with the spec's message", () => {
    const payload = buildSessionPayload({ ...EMPTY_SESSION_FORM, title: '   ' }, { kind: 'none' });
    expect(validateSessionPayload(payload)).toEqual({ title: MESSAGES.titleRequired });
    expect(validateSessionPayload(buildSessionPayload(values, { kind: 'none' }))).toEqual({});
  });

  it('maps server field messages onto the form', () => {
    expect(serverFieldErrors({ title: 'T', image_upload_key: 'I', other: 'x' })).toEqual({
      title: 'T',
      image: 'I',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('form error messages (SPEC §8)', () => {
  it("shows the server's refusal for 400/403/409/413 and the generic save failure otherwise", () => {
    expect(saveErrorMessage({ status: 400, message: MESSAGES.titleRequired })).toBe(MESSAGES.titleRequired);
    expect(saveErrorMessage({ status: 403, message: MESSAGES.noEditPermissionSession })).toBe(
      MESSAGES.noEditPermissionSession,
    );
    expect(saveErrorMessage({ status: 500, message: 'boom' })).toBe(MESSAGES.failedToSaveSession);
    expect(saveErrorMessage({ status: 0, message: MESSAGES.networkError })).toBe(
      MESSAGES.failedToSaveSession,
    );
    expect(saveErrorMessage(null)).toBe(MESSAGES.failedToSaveSession);
  });
});

describe('unsaved changes', () => {
  const initial = { values: { ...EMPTY_SESSION_FORM, title: 'A' }, cover: { kind: 'none' as const } };

  it('is clean when nothing changed', () => {
    expect(hasUnsavedChanges(initial, { ...initial, pendingTag: ' ' })).toBe(false);
  });

  it('sees edits to fields, tags, pending tag text and the cover', () => {
    const same = { ...initial, pendingTag: '' };
    expect(hasUnsavedChanges(initial, { ...same, values: { ...initial.values, title: 'B' } })).toBe(true);
    expect(hasUnsavedChanges(initial, { ...same, values: { ...initial.values, tags: ['x'] } })).toBe(true);
    expect(hasUnsavedChanges(initial, { ...same, pendingTag: '#x' })).toBe(true);
    expect(hasUnsavedChanges(initial, { ...same, cover: { kind: 'upload', key: 'k' } })).toBe(true);
  });
});
