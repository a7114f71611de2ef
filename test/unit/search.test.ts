import { describe, expect, it } from 'vitest';
import {
  foldText,
  foldedWords,
  matchesAllWords,
  prefixTerms,
  tagKey,
  termForQueryWord,
  titleSortKey,
} from '@common/search';

describe('search folding', () => {
  it('folds case, accents and ligatures', () => {
    expect(foldText('Économie du Cœur À Ça')).toBe('economie du coeur a ca');
  });

  it('splits words on punctuation and apostrophes, without duplicates', () => {
    expect(foldedWords("Modèle d'affaires : le modèle, l’équipe")).toEqual([
      'modele',
      'affaires',
      'le',
      'equipe',
    ]);
  });

  it('indexes prefixes of two to four characters', () => {
    expect(prefixTerms(['econ'])).toEqual(['ec', 'eco', 'econ']);
    expect(prefixTerms(['entrepreneuriat'])).toEqual(['en', 'ent', 'entr']);
  });

  it('finds "econ" in "Économie" and "economie" in "ÉCONOMIE", not in "Écologie"', () => {
    const doc = foldedWords("Modèle d'affaires et Économie");
    expect(matchesAllWords(doc, foldedWords('econ'))).toBe(true);
    expect(matchesAllWords(foldedWords('ÉCONOMIE'), foldedWords('economie'))).toBe(true);
    expect(matchesAllWords(foldedWords('Écologie'), foldedWords('econ'))).toBe(false);
  });

  it('needs every query word', () => {
    const doc = foldedWords('Stratégie de prix');
    expect(matchesAllWords(doc, foldedWords('strat prix'))).toBe(true);
    expect(matchesAllWords(doc, foldedWords('strat vente'))).toBe(false);
  });

  it('caps the query term at the index length', () => {
    expect(termForQueryWord('entrepreneuriat')).toBe('entr');
  });

  it('keys tags and titles without case or accents', () => {
    expect(tagKey('  Idéation   Produit ')).toBe('ideation produit');
    expect(titleSortKey('Élaborer un pitch !')).toBe('elaborer un pitch');
    expect([titleSortKey('Zèbre'), titleSortKey('école'), titleSortKey('Avion')].sort()).toEqual([
      'avion',
      'ecole',
      'zebre',
    ]);
  });
});
