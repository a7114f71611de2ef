/**
 * Document lists: the public library and the dashboards. As for sessions: a list without a
 * search is one Query (or one index Query for "most downloaded"); a search takes its candidates
 * from the longest query word's index partition. Bounded scopes (a session's or an owner's
 * documents, one category) may be read whole to sort by downloads. Work grows with the matches.
 */
import type { DocumentItem } from '@common/api-types';
import { categoryRank, type DocumentCategory } from '@common/documents';
import { foldedWords, matchesAllWords, termForQueryWord } from '@common/search';
import {
  count,
  decodeKeyCursor,
  decodeOffsetCursor,
  encodeKeyCursor,
  encodeOffsetCursor,
  equals,
  listId,
  matches,
  position,
} from '../lib/cursor';
import { DOWNLOADS_INDEX_PARTITION } from '../lib/keys';
import {
  documentIdsIn,
  documentListingPage,
  documentTermEntries,
  findDocuments,
  mostDownloadedPage,
  type DocumentTermEntry,
} from './document-reads';
import { documentView } from './document-view';
import { isPublicNow, type LoadedDocument } from './document-item';

/** `category`: a session's documents in the order they are used in (bounded scopes only: it reads the whole scope). */
export type LibrarySort = 'oldest' | 'newest' | 'title' | 'downloads' | 'category';
export type LibraryScope =
  | { kind: 'public' }
  | { kind: 'all' }
  | { kind: 'owner'; userId: string }
  | { kind: 'session'; sessionId: string; publicOnly: boolean };

export interface LibraryOptions {
  scope: LibraryScope;
  category?: DocumentCategory | undefined;
  search?: string | undefined;
  sort: LibrarySort;
  limit: number;
  cursor?: string | undefined;
}

export interface LibraryResult {
  items: LoadedDocument[];
  next_cursor: string | null;
  /** Matches of the filters, or null when the list was read page by page without counting. */
  matched: number | null;
}

/** Index terms carry a copy of public-ness (a first filter); documents are judged by their session now. */
function belongs(doc: LoadedDocument | DocumentTermEntry, options: LibraryOptions): boolean {
  const scope = options.scope;
  const isPublicDoc = 'public' in doc ? doc.public : isPublicNow(doc);
  if (scope.kind === 'public' && !isPublicDoc) return false;
  if (scope.kind === 'owner' && doc.session_owner !== scope.userId) return false;
  if (
    scope.kind === 'session' &&
    (doc.session_id !== scope.sessionId || (scope.publicOnly && !isPublicDoc))
  ) {
    return false;
  }
  if (options.category && (doc.category ?? 'none') !== options.category) return false;
  return true;
}

function compareDocs(sort: LibrarySort): (a: LoadedDocument, b: LoadedDocument) => number {
  switch (sort) {
    case 'oldest':
      return (a, b) => `${a.created_at}#${a.id}`.localeCompare(`${b.created_at}#${b.id}`);
    case 'newest':
      return (a, b) => `${b.created_at}#${b.id}`.localeCompare(`${a.created_at}#${a.id}`);
    case 'title':
      return (a, b) =>
        a.title.localeCompare(b.title, 'fr', { sensitivity: 'base' }) || a.id.localeCompare(b.id);
    case 'downloads':
      return (a, b) =>
        b.downloads_count - a.downloads_count ||
        b.created_at.localeCompare(a.created_at) ||
        a.id.localeCompare(b.id);
    case 'category':
      return (a, b) =>
        categoryRank(a.category) - categoryRank(b.category) ||
        a.title.localeCompare(b.title, 'fr', { sensitivity: 'base' }) ||
        a.id.localeCompare(b.id);
  }
}

function listingScope(options: LibraryOptions): { scope: string; exact: boolean } {
  const scope = options.scope;
  const category = options.category;
  switch (scope.kind) {
    case 'public':
      return { scope: category ? `PUB:${category}` : 'PUB', exact: true };
    case 'all':
      return { scope: category ? `ALL:${category}` : 'ALL', exact: true };
    case 'owner':
      return { scope: `OWN:${scope.userId}`, exact: !category };
    case 'session':
      return { scope: `SESSION:${scope.sessionId}`, exact: !category && !scope.publicOnly };
  }
}

/** A listing entry's key; the cursor check (lib/cursor.ts) holds PK to the list's own partition. */
const LISTING_KEY = { PK: position, SK: position };

/** An index entry of "most downloaded": the document's key, the index partition and the count. */
const downloadsKey = (partition: 'DLPUB' | 'DLALL') => ({
  PK: matches(/^DOC#/),
  SK: equals('META'),
  [partition]: equals(DOWNLOADS_INDEX_PARTITION),
  downloads_count: count,
});

/** Sorts and pages a fully read set of matches. */
function pageOf(
  found: LoadedDocument[],
  options: LibraryOptions,
  list: string,
  offset: number,
): LibraryResult {
  const sorted = found.filter((d) => belongs(d, options)).sort(compareDocs(options.sort));
  return {
    items: sorted.slice(offset, offset + options.limit),
    next_cursor: encodeOffsetCursor(list, offset + options.limit, sorted.length),
    matched: sorted.length,
  };
}

export async function listDocuments(options: LibraryOptions): Promise<LibraryResult> {
  // No sorted list holds that order: it is only offered where the scope is one session's documents.
  if (options.sort === 'category' && options.scope.kind !== 'session') {
    throw new Error(`sort 'category' reads its whole scope: not for ${options.scope.kind} lists`);
  }
  const queryWords = foldedWords(options.search ?? '');
  // A cursor continues only the list it came from: same scope, filters and sort.
  const list = listId({
    documents: options.scope,
    category: options.category ?? null,
    words: queryWords,
    sort: options.sort,
  });
  if (queryWords.length > 0) {
    const offset = decodeOffsetCursor(options.cursor, list);
    const longest = [...queryWords].sort((a, b) => b.length - a.length)[0] ?? '';
    const entries = (await documentTermEntries(`w:${termForQueryWord(longest)}`)).filter(
      (e) => belongs(e, options) && matchesAllWords(e.words, queryWords),
    );
    // Sorting needs current titles and counts: read the matches (work grows with them only).
    return pageOf(await findDocuments([...new Set(entries.map((e) => e.id))]), options, list, offset);
  }

  const { scope, exact } = listingScope(options);
  if (
    options.sort === 'downloads' &&
    (options.scope.kind === 'public' || options.scope.kind === 'all') &&
    !options.category
  ) {
    const publicOnly = options.scope.kind === 'public';
    const page = await mostDownloadedPage({
      publicOnly,
      limit: options.limit,
      startKey: decodeKeyCursor(options.cursor, list, downloadsKey(publicOnly ? 'DLPUB' : 'DLALL')),
    });
    // The index follows the copies; a document whose session was unpublished meanwhile is left out.
    const items = (await findDocuments(page.ids)).filter((d) => belongs(d, options));
    return { items, next_cursor: encodeKeyCursor(list, page.lastKey), matched: null };
  }
  if (!exact || options.sort === 'downloads' || options.sort === 'category') {
    const offset = decodeOffsetCursor(options.cursor, list);
    return pageOf(await findDocuments(await documentIdsIn(scope)), options, list, offset);
  }
  const page = await documentListingPage({
    scope,
    sort: options.sort === 'title' ? 'title' : 'created',
    descending: options.sort === 'newest',
    limit: options.limit,
    startKey: decodeKeyCursor(options.cursor, list, LISTING_KEY),
  });
  const items = (await findDocuments(page.ids)).filter((d) => belongs(d, options));
  return { items, next_cursor: encodeKeyCursor(list, page.lastKey), matched: null };
}

/** The query string of a document list (search, category, sort, page), as the handlers parse it. */
export interface LibraryQuery {
  category?: DocumentCategory | undefined;
  search?: string | undefined;
  sort?: LibrarySort | undefined;
  limit: number;
  cursor?: string | undefined;
}

/** One page of a document list as the API answers it. */
export async function documentListPage(
  scope: LibraryScope,
  query: LibraryQuery,
  defaultSort: LibrarySort,
): Promise<{ items: DocumentItem[]; next_cursor: string | null; matched: number | null }> {
  const result = await listDocuments({ ...query, scope, sort: query.sort ?? defaultSort });
  return { items: result.items.map(documentView), next_cursor: result.next_cursor, matched: result.matched };
}
