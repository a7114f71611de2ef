import { infiniteQueryOptions } from '@tanstack/react-query';
import type { LibraryPage } from '@common/api-types';
import type { DocumentCategory } from '@common/documents';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

export type DocumentSort = 'oldest' | 'newest' | 'title' | 'downloads';

export interface LibraryQuery {
  search: string;
  category: DocumentCategory | null;
  sort: DocumentSort;
}

/** GET /api/documents — the public library (documents of published sessions), with counts. */
export function getLibrary(
  query: LibraryQuery & { cursor?: string | null; signal?: AbortSignal },
): Promise<LibraryPage> {
  return api<LibraryPage>('/documents', {
    query: {
      search: query.search.trim() || undefined,
      category: query.category ?? undefined,
      sort: query.sort,
      cursor: query.cursor,
    },
    signal: query.signal,
  });
}

/** The public library for a search, category and sort, a page at a time ('Charger plus'). */
export function libraryQuery({ search, category, sort }: LibraryQuery) {
  const request = { search: search.trim(), category, sort };
  return infiniteQueryOptions({
    queryKey: [...queryKeys.library, request],
    queryFn: ({ pageParam, signal }) => getLibrary({ ...request, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // Sorted by downloads, a download may change the order: the list is read again.
    meta: { countsDownloads: sort === 'downloads' },
  });
}
