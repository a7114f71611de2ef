import { LIMITS } from './limits';

const HASHTAG = /#([\p{L}\p{N}_]+)/gu;

/**
 * SPEC §5: what the tag input adds. Hashtags typed in the input (letters, digits,
 * underscore, accented letters) become several tags; otherwise the trimmed text is one tag.
 */
export function parseTagInput(input: string): string[] {
  const text = input.trim();
  if (!text) return [];
  if (text.includes('#')) {
    return [...text.matchAll(HASHTAG)].map((m) => m[1] ?? '').filter(Boolean);
  }
  return [text];
}

/** Trimmed, without empty entries or duplicates (case-insensitive), first spelling kept. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    for (const tag of parseTagInput(raw)) {
      const clipped = tag.slice(0, LIMITS.tagMaxLength).trim();
      const key = clipped.toLocaleLowerCase('fr-FR');
      if (clipped && !seen.has(key)) {
        seen.add(key);
        out.push(clipped);
      }
    }
  }
  return out;
}
