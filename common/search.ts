/**
 * Search folding shared by the API (which indexes) and the web app (which highlights):
 * lower-case, accents removed, ligatures spelled out — "Économie" and "economie" meet.
 * Search matches word PREFIXES: "econ" finds "Économie", "entrepreneur" finds "entrepreneuriat".
 */

/** Index terms are prefixes of at most this many characters; longer query words are checked in memory. */
export const MAX_PREFIX_LENGTH = 4;
/** Single letters ("l'", "d'", a first keystroke) are not searched: they would match nearly everything. */
export const MIN_WORD_LENGTH = 2;

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

/** Distinct folded words of a text (letters and digits; apostrophes and punctuation split words). */
export function foldedWords(text: string): string[] {
  const words = foldText(text).split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((w) => w.length >= MIN_WORD_LENGTH))];
}

/** The index terms of some words: every prefix of MIN_WORD_LENGTH..MAX_PREFIX_LENGTH characters. */
export function prefixTerms(words: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const word of words) {
    const limit = Math.min(word.length, MAX_PREFIX_LENGTH);
    for (let length = MIN_WORD_LENGTH; length <= limit; length++) terms.add(word.slice(0, length));
  }
  return [...terms];
}

/** The index term that finds candidates for one query word. */
export function termForQueryWord(word: string): string {
  return word.slice(0, MAX_PREFIX_LENGTH);
}

/** Every query word must start some word of the document. */
export function matchesAllWords(documentWords: readonly string[], queryWords: readonly string[]): boolean {
  return queryWords.every((q) => documentWords.some((w) => w.startsWith(q)));
}

/** The key a tag is compared and counted by: folded, inner spaces collapsed. */
export function tagKey(tag: string): string {
  return foldText(tag).trim().replace(/\s+/g, ' ');
}

/** A sort key for titles in French alphabetical order, ignoring case and accents. */
export function titleSortKey(title: string): string {
  return foldText(title)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 100);
}
