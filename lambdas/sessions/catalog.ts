/**
 * Session lists: the public catalogue and the dashboards. Without filters a list is one Query
 * on its sorted entries; with a search or tags, candidates come from the smallest index
 * partition (a tag, else the longest query word), are filtered and sorted in memory, and the
 * page is read and checked against the sessions themselves. Work grows with the matches,
 * never with the catalogue.
 */
import { foldedWords, matchesAllWords, tagKey, termForQueryWord } from '@common/search';
import type { SessionStatus } from '@common/session-status';
import {
  decodeKeyCursor,
  decodeOffsetCursor,
  encodeKeyCursor,
  encodeOffsetCursor,
  listId,
  position,
} from '../lib/cursor';
import type { SessionSort } from '../lib/keys';
import { findSessions, listingPage, termEntries, type TermEntry } from './session-reads';
import { publishedTags } from './tag-counts';
import { programmeSortValue } from './indexing';
import { type StoredSession } from './session-item';

export type CatalogSort = 'oldest' | 'newest' | 'title' | 'updated' | 'created' | 'programme';

export interface ListOptions {
  /** Public catalogue, a user's own sessions, or every session (editors and admins). */
  audience: { kind: 'public' } | { kind: 'owner'; userId: string } | { kind: 'all' };
  status?: SessionStatus | undefined;
  search?: string | undefined;
  tags?: string[] | undefined;
  sort: CatalogSort;
  limit: number;
  cursor?: string | undefined;
}

export interface ListResult {
  items: StoredSession[];
  next_cursor: string | null;
  /** How many match the filters ('Affichage de X sur Y'): X; null for an unfiltered list read page by page. */
  matched: number | null;
}

const SORTS: Record<CatalogSort, { sort: SessionSort; descending: boolean }> = {
  oldest: { sort: 'created', descending: false },
  newest: { sort: 'created', descending: true },
  title: { sort: 'title', descending: false },
  updated: { sort: 'updated', descending: true },
  created: { sort: 'created', descending: true },
  programme: { sort: 'programme', descending: false },
};

function scopeOf(options: ListOptions): string {
  const status = options.status ? `:${options.status}` : '';
  switch (options.audience.kind) {
    case 'public':
      return 'PUB';
    case 'owner':
      return `OWN:${options.audience.userId}${status}`;
    case 'all':
      return `ALL${status}`;
  }
}

/** Does a session (or its index entry) belong in this list? */
export function inAudience(entry: Pick<TermEntry, 'status' | 'user_id'>, options: ListOptions): boolean {
  if (options.audience.kind === 'public' && entry.status !== 'published') return false;
  if (options.audience.kind === 'owner' && entry.user_id !== options.audience.userId) return false;
  if (options.status && entry.status !== options.status) return false;
  return true;
}

export function compareEntries(sort: CatalogSort): (a: TermEntry, b: TermEntry) => number {
  const { sort: field, descending } = SORTS[sort];
  const value = (e: TermEntry) => {
    switch (field) {
      case 'title':
        return `${e.title_sort}#${e.id}`;
      case 'programme':
        return `${programmeSortValue(e)}#${e.id}`;
      default:
        return `${field === 'created' ? e.created_at : e.updated_at}#${e.id}`;
    }
  };
  return (a, b) => (descending ? value(b).localeCompare(value(a)) : value(a).localeCompare(value(b)));
}

/** Filters candidates by audience, every tag and every query word, then sorts them. */
export function filterEntries(
  candidates: readonly TermEntry[],
  options: ListOptions,
  queryWords: readonly string[],
  tagKeys: readonly string[],
): TermEntry[] {
  const seen = new Set<string>();
  return candidates
    .filter((entry) => {
      if (seen.has(entry.id)) return false;
      seen.add(entry.id);
      return (
        inAudience(entry, options) &&
        tagKeys.every((t) => entry.tags.includes(t)) &&
        matchesAllWords(entry.words, queryWords)
      );
    })
    .sort(compareEntries(options.sort));
}

/** A listing entry's key; the cursor check (lib/cursor.ts) holds PK to the list's own partition. */
const LISTING_KEY = { PK: position, SK: position };

export async function listSessions(options: ListOptions): Promise<ListResult> {
  const queryWords = foldedWords(options.search ?? '');
  const tagKeys = [...new Set((options.tags ?? []).map(tagKey).filter(Boolean))];
  // A cursor continues only the list it came from: same audience, filters and sort.
  const list = listId({
    sessions: options.audience,
    status: options.status ?? null,
    words: queryWords,
    tags: tagKeys,
    sort: options.sort,
  });

  if (queryWords.length === 0 && tagKeys.length === 0) {
    const { sort, descending } = SORTS[options.sort];
    const page = await listingPage({
      scope: scopeOf(options),
      sort,
      descending,
      limit: options.limit,
      startKey: decodeKeyCursor(options.cursor, list, LISTING_KEY),
    });
    const sessions = await findSessions(page.ids);
    return {
      items: sessions.filter((s) => !s.deleting),
      next_cursor: encodeKeyCursor(list, page.lastKey),
      matched: null,
    };
  }

  const offset = decodeOffsetCursor(options.cursor, list);
  let term: string;
  if (tagKeys.length > 0) {
    // The rarest selected tag bounds the work (counts are kept for published tags).
    const counts = new Map((await publishedTags()).map((t) => [t.key, t.count]));
    const rarest = [...tagKeys].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0))[0] ?? '';
    term = `t:${rarest}`;
  } else {
    const longest = [...queryWords].sort((a, b) => b.length - a.length)[0] ?? '';
    term = `w:${termForQueryWord(longest)}`;
  }
  const matches = filterEntries(await termEntries(term), options, queryWords, tagKeys);
  const pageEntries = matches.slice(offset, offset + options.limit);
  // The index is written after the session: check the page against the sessions themselves.
  const sessions = (await findSessions(pageEntries.map((e) => e.id))).filter(
    (s) => !s.deleting && inAudience(s, options),
  );
  return {
    items: sessions,
    next_cursor: encodeOffsetCursor(list, offset + options.limit, matches.length),
    matched: matches.length,
  };
}
