import { LIMITS } from './limits';
import { tagKey } from './search';

const HASHTAG = /#([\p{L}\p{N}_]+)/gu;

/**
 * Separates the tags of a list filter (`?tags=a,b`). No tag ever contains it: the tag rule
 * below splits on it, on input and on every write, so any stored tag can be filtered on.
 */
export const TAG_SEPARATOR = ',';

/**
 * SPEC §5: what the tag input adds. Hashtags typed in the input (letters, digits,
 * underscore, accented letters) become several tags; otherwise the trimmed text is one tag
 * per comma-separated part ('Pitch, Ventes' is two tags: a tag cannot hold the filter's separator).
 */
export function parseTagInput(input: string): string[] {
  const text = input.trim();
  if (!text) return [];
  if (text.includes('#')) {
    return [...text.matchAll(HASHTAG)].map((m) => m[1] ?? '').filter(Boolean);
  }
  return parseTagFilter(text);
}

/** The `tags` query value of a list filter; undefined for no tag. */
export function tagFilterParam(tags: readonly string[]): string | undefined {
  return tags.length > 0 ? tags.join(TAG_SEPARATOR) : undefined;
}

/** The tags of a `tags` query value: split on the separator, trimmed, without empty parts. */
export function parseTagFilter(value: string): string[] {
  return value
    .split(TAG_SEPARATOR)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * Trimmed, without empty entries or duplicates, first spelling kept. Duplicates are compared by
 * `tagKey` (case and accents ignored), as the API counts and filters: 'Économie' and 'economie'
 * are one tag. Nothing is cut: a tag longer than the limit is refused (`tooLongTag`).
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    for (const tag of parseTagInput(raw)) {
      const key = tagKey(tag);
      if (key && !seen.has(key)) {
        seen.add(key);
        out.push(tag);
      }
    }
  }
  return out;
}

/** The first tag over `LIMITS.tagMaxLength` characters, if any (the form says so as it is typed). */
export function tooLongTag(tags: readonly string[]): string | undefined {
  return tags.find((tag) => tag.length > LIMITS.tagMaxLength);
}

/**
 * The chips of a card (SPEC §9: up to three tags, then '+N plus'): one per tag as the API counts
 * them (a session saved before may hold 'Économie' and 'economie'), the first `max` shown.
 */
export function cardTags(
  tags: readonly string[],
  max: number = LIMITS.tagsPerCard,
): { shown: string[]; hidden: number } {
  const seen = new Set<string>();
  const unique = tags.filter((tag) => !seen.has(tagKey(tag)) && seen.add(tagKey(tag)));
  const shown = unique.slice(0, max);
  return { shown, hidden: unique.length - shown.length };
}
