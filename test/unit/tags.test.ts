import { describe, expect, it } from 'vitest';
import { catalogQuerySchema } from '../../common/schemas/catalog';
import { sessionInputSchema } from '../../common/schemas/session';
import {
  normalizeTags,
  parseTagFilter,
  parseTagInput,
  tagFilterParam,
  TAG_SEPARATOR,
} from '../../common/tags';

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

  it('is what the API parses, and what a session save stores', () => {
    expect(catalogQuerySchema.parse({ tags: 'Pitch,Ventes' }).tags).toEqual(['Pitch', 'Ventes']);
    const saved = sessionInputSchema.parse({ title: 'Titre', status: 'draft', tags: ['Pitch, Ventes'] });
    expect(saved.tags).toEqual(['Pitch', 'Ventes']);
  });
});
