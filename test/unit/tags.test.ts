import { describe, expect, it } from 'vitest';
import { LIMITS } from '@common/limits';
import { VALIDATION_MESSAGES } from '@common/messages';
import { catalogQuerySchema } from '@common/schemas/catalog';
import { sessionInputSchema } from '@common/schemas/session';
import { normalizeTags, parseTagFilter, parseTagInput, tagFilterParam, TAG_SEPARATOR } from '@common/tags';
import { keys } from '../../lambdas/lib/keys';
import {
  publishedTagDeltas,
  TAG_SPELLING_PREFIX,
  tagLabel,
  termItems,
  type IndexedSession,
} from '../../lambdas/sessions/indexing';

describe('tag input (SPEC §5)', () => {
  it('keeps plain text as one trimmed tag', () => {
    expect(parseTagInput('  Business Model  ')).toEqual(['Business Model']);
  });

  it('splits hashtags, accented letters, digits and underscores included', () => {
    expect(parseTagInput('#Idéation #mvp_2 #Économie')).toEqual(['Idéation', 'mvp_2', 'Économie']);
    expect(parseTagInput('#a#b')).toEqual(['a', 'b']);
  });

  it('ignores empty input', () => {
    expect(parseTagInput('   ')).toEqual([]);
    expect(parseTagInput('#')).toEqual([]);
  });

  it('normalizes a list: trimmed, hashtags split, duplicates (any case) removed, first spelling kept', () => {
    expect(normalizeTags([' Pitch ', '#pitch #Ventes', 'ventes', ''])).toEqual(['Pitch', 'Ventes']);
  });

  it('drops tags differing only by case or accents, as the API counts them', () => {
    expect(normalizeTags(['Économie', 'economie', 'ECONOMIE', '#Économie'])).toEqual(['Économie']);
    expect(normalizeTags(['financement', 'Financement'])).toEqual(['financement']);
  });

  it('never cuts a tag: the session schema refuses one over the limit, with its length, in French', () => {
    const long = `Développement${'durable'.repeat(6)}`;
    expect(long.length).toBeGreaterThan(LIMITS.tagMaxLength);
    expect(normalizeTags([long])).toEqual([long]);
    const refused = sessionInputSchema.safeParse({ title: 'T', status: 'draft', tags: ['Pitch', long] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['tags', VALIDATION_MESSAGES.tagTooLong(long.length)],
    ]);
    expect(VALIDATION_MESSAGES.tagTooLong(long.length)).toBe(
      `Une thématique ne doit pas dépasser ${LIMITS.tagMaxLength} caractères (celle-ci en compte ${long.length})`,
    );
    const exact = 'x'.repeat(LIMITS.tagMaxLength);
    expect(sessionInputSchema.parse({ title: 'T', status: 'draft', tags: [exact] }).tags).toEqual([exact]);
  });

  it('splits on commas, so no tag ever holds the filter separator', () => {
    expect(parseTagInput('Pitch, Ventes ,, Levée de fonds')).toEqual(['Pitch', 'Ventes', 'Levée de fonds']);
    expect(normalizeTags(['Marketing, digital', 'marketing'])).toEqual(['Marketing', 'digital']);
    for (const tag of normalizeTags(['a,b', ' , ', '#x,y', 'c'])) expect(tag).not.toContain(TAG_SEPARATOR);
  });
});

describe('tag filter (?tags=a,b)', () => {
  it('round-trips any stored tag list', () => {
    const tags = normalizeTags(['Économie, sociale', "Modèle d'affaires", 'MVP']);
    expect(parseTagFilter(tagFilterParam(tags) ?? '')).toEqual(tags);
    expect(tagFilterParam([])).toBeUndefined();
    expect(parseTagFilter(' a , ,b ')).toEqual(['a', 'b']);
  });

  it('refuses a filter tag over the limit with the same French message', () => {
    const long = 'x'.repeat(LIMITS.tagMaxLength + 1);
    const refused = catalogQuerySchema.safeParse({ tags: `Pitch,${long}` });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      VALIDATION_MESSAGES.tagTooLong(LIMITS.tagMaxLength + 1),
    ]);
  });

  it('is what the API parses, and what a session save stores', () => {
    expect(catalogQuerySchema.parse({ tags: 'Pitch,Ventes' }).tags).toEqual(['Pitch', 'Ventes']);
    const saved = sessionInputSchema.parse({ title: 'Titre', status: 'draft', tags: ['Pitch, Ventes'] });
    expect(saved.tags).toEqual(['Pitch', 'Ventes']);
  });
});

describe('published tag counts: one tag whatever the case or accents, in its most used spelling', () => {
  const session = (tags: string[], status: IndexedSession['status'] = 'published'): IndexedSession => ({
    id: 's1',
    title: 'Titre',
    description: null,
    status,
    tags,
    user_id: 'u1',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    number: null,
  });
  const spellings = (change: { spellings: Map<string, number> } | undefined) =>
    Object.fromEntries(change?.spellings ?? []);

  it('counts a session once per tag key, with the spelling it carries', () => {
    const deltas = publishedTagDeltas(null, session(['Économie', 'economie', 'Pitch']));
    expect([...deltas.keys()]).toEqual(['economie', 'pitch']);
    expect(deltas.get('economie')?.delta).toBe(1);
    expect(spellings(deltas.get('economie'))).toEqual({ Économie: 1 });
  });

  it('moves only the spelling when a session respells a tag', () => {
    const deltas = publishedTagDeltas(session(['financement']), session(['Financement']));
    expect(deltas.get('financement')?.delta).toBe(0);
    expect(spellings(deltas.get('financement'))).toEqual({ financement: -1, Financement: 1 });
    expect(publishedTagDeltas(session(['Pitch']), session(['Pitch'])).size).toBe(0);
    expect(publishedTagDeltas(session(['Pitch'], 'draft'), session(['Pitch'], 'draft')).size).toBe(0);
  });

  it('indexes one term per tag key', () => {
    const terms = termItems(session(['Économie', 'ÉCONOMIE'])).filter((t) => String(t.PK).includes('#t:'));
    expect(terms.map((t) => t.PK)).toEqual([keys.sessionTerm('ALL', 't:economie', '').PK]);
  });

  it('shows a tag in the spelling most sessions use; ties in French order; legacy items by label', () => {
    const item = (counts: Record<string, number>, label = 'ancien') => ({
      label,
      count: 9,
      ...Object.fromEntries(Object.entries(counts).map(([s, n]) => [`${TAG_SPELLING_PREFIX}${s}`, n])),
    });
    expect(tagLabel(item({ financement: 1, Financement: 2 }))).toBe('Financement');
    expect(tagLabel(item({ financement: 3, Financement: 2, FINANCEMENT: 0 }))).toBe('financement');
    expect(tagLabel(item({ Financement: 1, financement: 1 }))).toBe('financement');
    expect(tagLabel(item({ Financement: 0 }))).toBe('ancien');
    expect(tagLabel(item({}))).toBe('ancien');
  });
});
