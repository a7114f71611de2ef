/**
 * Pure rules of the admin user list: page windows over sign-up sequence numbers, and the
 * suffix index of the e-mail substring search (see docs/data-design.md, "Users").
 */

/** Searches compare lower-cased, trimmed text; e-mails are stored lower-cased. */
export function normalizeSearch(raw: string | undefined): string {
  return (raw ?? '').trim().toLowerCase();
}

/**
 * Distinct suffixes of `text` (by code point), longest first. An e-mail contains q exactly when
 * one of its suffixes begins with q, which an index of suffixes answers with begins_with.
 */
export function suffixes(text: string): string[] {
  const chars = Array.from(text);
  return [...new Set(chars.map((_, i) => chars.slice(i).join('')))];
}

/** At least one page, so that an empty list or search still has a valid page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * Sequence numbers shown on `page` (newest first) when the highest one handed out is `top`:
 * page p covers (top − p·size, top − (p−1)·size]. Null when the page is past the oldest user.
 */
export function sequenceWindow(
  top: number,
  page: number,
  pageSize: number,
): { from: number; to: number } | null {
  const to = top - (page - 1) * pageSize;
  if (to < 1) return null;
  return { from: Math.max(1, to - pageSize + 1), to };
}

/** One entry per user among suffix matches (an e-mail may contain q twice), newest first. */
export function distinctUsersNewestFirst<T extends { id: string; seq: number }>(matches: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const match of matches) byId.set(match.id, match);
  return [...byId.values()].sort((a, b) => b.seq - a.seq);
}

/** The items of 1-based `page`. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
