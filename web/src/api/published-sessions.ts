import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { CatalogPage, DocumentItem, Page, Session, TagCount } from '@common/api-types';
import { api, apiPath } from '@/lib/api-client';
import { keepPublicAnswer } from '@/lib/offline/keep-public-answer';
import { DEFAULT_FILTERS, type CatalogueSort } from '@/lib/catalogue-query';
import { takeCataloguePreview } from '@/lib/catalogue-preview';
import { tagFilterParam } from '@common/tags';
import { queryKeys } from './query-keys';

/** The API's largest page: used when a screen needs every item (titles, a session's documents). */
const MAX_PAGE_SIZE = 100;

export interface CatalogueRequest {
  search: string;
  tags: readonly string[];
  sort: CatalogueSort;
  /** Absent: the API's own page size (the /sessions catalogue). */
  limit?: number;
}

function catalogueQueryString(params: CatalogueRequest & { cursor?: string | null }) {
  return {
    search: params.search.trim() || undefined,
    tags: tagFilterParam(params.tags),
    sort: params.sort,
    limit: params.limit,
    cursor: params.cursor,
  };
}

/** GET /api/sessions — the public catalogue, one page at a time (no token: it is public). */
export function getPublishedSessions(
  params: CatalogueRequest & { cursor?: string | null; signal?: AbortSignal },
): Promise<CatalogPage> {
  return api<CatalogPage>('/sessions', { query: catalogueQueryString(params), signal: params.signal });
}

/**
 * Published sessions matching a search and ALL of some tags, a page at a time ('Charger plus'):
 * the home page's featured sessions and the /sessions catalogue.
 */
export function publishedSessionsQuery({ search, tags, sort, limit }: CatalogueRequest) {
  const request = { search: search.trim(), tags: [...tags], sort, limit };
  // The catalogue's own first read (/sessions, no filter, the API's page size): its answer may have
  // come with the page's HTML (lib/catalogue-preview.ts), which then needs no second read.
  const catalogueDefault =
    request.search === '' &&
    request.tags.length === 0 &&
    request.sort === DEFAULT_FILTERS.sort &&
    request.limit === undefined;
  return infiniteQueryOptions({
    queryKey: [...queryKeys.catalogue, 'sessions', request],
    queryFn: ({ pageParam, signal }) => getPublishedSessions({ ...request, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // Called when the query enters the cache; fresh from then on, as if just read.
    initialData: catalogueDefault ? () => seededPages(takeCataloguePreview(), request) : undefined,
  });
}

function seededPages(
  page: CatalogPage | null,
  request: CatalogueRequest,
): InfiniteData<CatalogPage, string | null> | undefined {
  if (!page) return undefined;
  // Read again offline (a reload, the installed app), it comes from the worker's copy of this read.
  // (Not at build time, where the catalogue is prerendered with placeholder cards.)
  if (typeof window !== 'undefined')
    keepPublicAnswer(apiPath('/sessions', catalogueQueryString(request)), page);
  return { pages: [page], pageParams: [null] };
}

/** Every published session in `sort` order (the session pickers), 100 per call. */
export function allPublishedSessionsQuery(sort: CatalogueSort) {
  return queryOptions({
    queryKey: [...queryKeys.catalogue, 'all-sessions', sort],
    queryFn: async ({ signal }) => {
      const items: Session[] = [];
      let cursor: string | null = null;
      do {
        const page: CatalogPage = await getPublishedSessions({
          search: '',
          tags: [],
          sort,
          limit: MAX_PAGE_SIZE,
          cursor,
          signal,
        });
        items.push(...page.items);
        cursor = page.next_cursor;
      } while (cursor);
      return items;
    },
  });
}

/** GET /api/sessions/tags — every tag of the published sessions, most used first. */
export async function getSessionTags(signal?: AbortSignal): Promise<TagCount[]> {
  const body = await api<{ tags: TagCount[] }>('/sessions/tags', { signal });
  return body.tags;
}

/** The tag filters' choices. */
export function sessionTagsQuery() {
  return queryOptions({
    queryKey: [...queryKeys.catalogue, 'tags'],
    queryFn: ({ signal }) => getSessionTags(signal),
  });
}

/** GET /api/sessions/{id} — one published session (404 otherwise); every call counts a view. */
export function getPublishedSession(sessionId: string): Promise<Session> {
  // The viewer's token, when there is one, lets the API record who viewed.
  return api<Session>(`/sessions/${encodeURIComponent(sessionId)}`, { auth: 'optional' });
}

/**
 * One published session. Each visit reads it again (a read counts a view; the cached answer
 * shows meanwhile): it is stale at once. The request is not aborted when its screen goes, so
 * React's development double mount shares one request, hence one view, instead of two.
 */
export function publishedSessionQuery(sessionId: string) {
  return queryOptions({
    queryKey: [...queryKeys.catalogue, 'session', sessionId],
    queryFn: () => getPublishedSession(sessionId),
    staleTime: 0,
  });
}

/**
 * GET /api/sessions/{id}/documents — all of a published session's documents, in the order they are
 * used in: guides, presentations, exercises, other files, then by title (the API's `category` sort).
 */
export async function getSessionDocuments(sessionId: string, signal?: AbortSignal): Promise<DocumentItem[]> {
  const items: DocumentItem[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<DocumentItem> = await api<Page<DocumentItem>>(
      `/sessions/${encodeURIComponent(sessionId)}/documents`,
      { query: { sort: 'category', limit: MAX_PAGE_SIZE, cursor }, signal },
    );
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

/** A published session's documents (its page and the home page's quick details). */
export function sessionDocumentsQuery(sessionId: string) {
  return queryOptions({
    queryKey: [...queryKeys.catalogue, 'session', sessionId, 'documents'],
    queryFn: ({ signal }) => getSessionDocuments(sessionId, signal),
  });
}
