import { describe, expect, it } from 'vitest';
import { normalizeTags, parseTagInput } from '../../common/tags';

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
});
