import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES, filterFaq } from '../../../web/src/features/help/utils/faq';

const ids = (query: string) => filterFaq(FAQ_ENTRIES, query).map((entry) => entry.id);

describe('FAQ_ENTRIES', () => {
  it('answers the five questions of the spec', () => {
    expect(FAQ_ENTRIES.map((entry) => entry.question)).toEqual([
      'Comment créer une session ?',
      'Comment téléverser des documents ?',
      'Quels types de fichiers sont pris en charge ?',
      'Comment publier une session ?',
      'Comment fonctionne le suivi des téléchargements ?',
    ]);
  });

  it('states the real limits and the accepted formats', () => {
    const text = FAQ_ENTRIES.flatMap((entry) => entry.answer).join(' ');
    expect(text).toContain('50 Mo');
    expect(text).toContain('10 Mo');
    expect(text).toContain('PDF (pdf)');
    expect(text).toMatch(/Présentation \(ppt, pptx, odp\)/);
  });
});

describe('filterFaq', () => {
  it('keeps every entry for a blank query', () => {
    expect(ids('   ')).toHaveLength(FAQ_ENTRIES.length);
  });

  it('ignores accents and case', () => {
    expect(ids('TELECHARGEMENTS')).toContain('suivi-telechargements');
    expect(ids('téléchargements')).toEqual(ids('telechargements'));
    expect(ids('publiee')).toEqual(['publication']);
  });

  it('needs every word of the query', () => {
    expect(ids('fichier webp')).toContain('types-fichiers');
    expect(ids('fichier zzzz')).toEqual([]);
  });
});
