import type { LibraryPage } from '../../../common/api-types';
import type { DocumentCategory } from '../../../common/documents';
import { api } from '../lib/api-client';

export type DocumentSort = 'oldest' | 'newest' | 'title' | 'downloads';

export interface LibraryQuery {
  search?: string;
  category?: DocumentCategory | null;
  sort?: DocumentSort;
  cursor?: string | null;
  signal?: AbortSignal;
}

/** GET /api/documents — the public library (documents of published sessions), with counts. */
export function getLibrary(query: LibraryQuery): Promise<LibraryPage> {
  return api<LibraryPage>('/documents', {
    query: {
      search: query.search?.trim() || undefined,
      category: query.category ?? undefined,
      sort: query.sort ?? 'oldest',
      cursor: query.cursor,
    },
    signal: query.signal,
  });
}
