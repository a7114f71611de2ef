import { infiniteQueryOptions } from '@tanstack/react-query';
import type { DashboardDocumentPage, DashboardSessionPage } from '@common/api-types';
import type { DocumentCategory } from '@common/documents';
import type { SessionStatus } from '@common/session-status';
import { api } from '@/lib/api-client';
import type { DocumentSort } from './library';
import { queryKeys } from './query-keys';

/**
 * The dashboard's keys. Lists and single records sit apart, so a write can refresh every list of
 * sessions (or documents) while it puts the saved record straight into its own entry.
 */
export const dashboardKeys = {
  all: queryKeys.dashboard,
  stats: [...queryKeys.dashboard, 'stats'] as const,
  /** Every list of managed sessions: the management list, the home's recent ones. */
  sessions: [...queryKeys.dashboard, 'sessions'] as const,
  /** One managed session, any status. */
  session: (sessionId: string) => [...queryKeys.dashboard, 'session', sessionId] as const,
  /** Every list of managed documents: all of them, one session's, the home's recent ones. */
  documents: [...queryKeys.dashboard, 'documents'] as const,
  /** One managed document. */
  document: (documentId: string) => [...queryKeys.dashboard, 'document', documentId] as const,
};

export type DashboardSessionSort = 'updated' | 'created' | 'title';

export interface DashboardSessionQuery {
  status: SessionStatus | null;
  search: string;
  sort: DashboardSessionSort;
  /** The API's page size when absent. */
  limit?: number;
}

/** GET /api/dashboard/sessions — the sessions the caller manages (own ones; all for editors), with totals. */
export function getDashboardSessions(
  query: DashboardSessionQuery & { cursor?: string | null; signal?: AbortSignal },
): Promise<DashboardSessionPage> {
  return api<DashboardSessionPage>('/dashboard/sessions', {
    auth: 'required',
    query: {
      status: query.status ?? undefined,
      search: query.search.trim() || undefined,
      sort: query.sort,
      limit: query.limit,
      cursor: query.cursor ?? undefined,
    },
    signal: query.signal,
  });
}

/** The managed sessions page by page ('Charger plus'). */
export function dashboardSessionsQueryOptions(query: DashboardSessionQuery) {
  const params = { ...query, search: query.search.trim() };
  return infiniteQueryOptions({
    queryKey: [...dashboardKeys.sessions, params] as const,
    queryFn: ({ pageParam, signal }) => getDashboardSessions({ ...params, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

export interface DocumentListFilters {
  search: string;
  category: DocumentCategory | null;
  sort: DocumentSort;
}

/** The query string of a dashboard document list (all documents, or one session's). */
export function documentListParams(
  query: DocumentListFilters & { cursor?: string | null; limit?: number },
): Record<string, string | number | undefined> {
  return {
    search: query.search.trim() || undefined,
    category: query.category ?? undefined,
    sort: query.sort,
    cursor: query.cursor ?? undefined,
    limit: query.limit,
  };
}

/**
 * GET /api/dashboard/documents — every document for editors and admins, those of one's own sessions
 * for users, with the totals over that same set.
 */
export function getDashboardDocuments(
  query: DocumentListFilters & { cursor?: string | null; limit?: number; signal?: AbortSignal },
): Promise<DashboardDocumentPage> {
  return api<DashboardDocumentPage>('/dashboard/documents', {
    auth: 'required',
    query: documentListParams(query),
    signal: query.signal,
  });
}

/** The managed documents page by page; its totals sum downloads, so a download refetches it. */
export function dashboardDocumentsQueryOptions(query: DocumentListFilters & { limit?: number }) {
  const params = { ...query, search: query.search.trim() };
  return infiniteQueryOptions({
    queryKey: [...dashboardKeys.documents, 'all', params] as const,
    queryFn: ({ pageParam, signal }) => getDashboardDocuments({ ...params, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    meta: { countsDownloads: true },
  });
}
