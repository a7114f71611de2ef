import { infiniteQueryOptions } from '@tanstack/react-query';
import type { DocumentItem, Page, Session } from '@common/api-types';
import { api } from '@/lib/api-client';
import { tagFilterParam } from '@common/tags';
import { queryKeys } from '@/api/query-keys';

/** A published session as the shared catalogue lists it: its documents and summed downloads. */
export interface SharedSession extends Session {
  /** Newest first. */
  documents: DocumentItem[];
  downloads_count: number;
}

export interface SharedSessionsPage extends Page<SharedSession> {
  /** Every published session. */
  total: number;
  /** Those matching the search and tags. */
  matched: number;
}

/** The shared catalogue's orders: newest first (as the spec lists it), or the programme's. */
export const SHARED_SORTS = ['newest', 'programme'] as const;
export type SharedSort = (typeof SHARED_SORTS)[number];

/** GET /api/shared-sessions — newest first or in the programme's order, a page at a time (signed-in users). */
export function getSharedSessions(params: {
  search: string;
  tags: readonly string[];
  sort: SharedSort;
  cursor?: string | null;
  signal?: AbortSignal;
}): Promise<SharedSessionsPage> {
  return api<SharedSessionsPage>('/shared-sessions', {
    auth: 'required',
    query: {
      search: params.search.trim() || undefined,
      tags: tagFilterParam(params.tags),
      // The default is left out, as the list always asked.
      sort: params.sort === 'newest' ? undefined : params.sort,
      cursor: params.cursor,
    },
    signal: params.signal,
  });
}

/**
 * The shared catalogue for a search, tags and an order (all applied by the API), a page at a time. Each
 * session sums its documents' downloads: a download reads the loaded pages again.
 */
export function sharedSessionsQuery(search: string, tags: readonly string[], sort: SharedSort = 'newest') {
  const request = { search: search.trim(), tags: [...tags], sort };
  return infiniteQueryOptions({
    queryKey: [...queryKeys.sharedSessions, request],
    queryFn: ({ pageParam, signal }) => getSharedSessions({ ...request, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    meta: { countsDownloads: true },
  });
}
