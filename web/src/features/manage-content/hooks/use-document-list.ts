import { useCallback, useEffect, useState } from 'react';
import type { DocumentItem, DocumentListPage, DocumentTotals } from '../../../../../common/api-types';
import type { DocumentCategory } from '../../../../../common/documents';
import type { DocumentSort } from '../../../api/library';
import { listDashboardDocuments, listSessionDocuments } from '../api/manage-documents';

export interface DocumentListFilters {
  search: string;
  category: DocumentCategory | null;
  sort: DocumentSort;
}

/** Which list: one managed session's documents, or the dashboard's (all, or one's own sessions'). */
export type DocumentListSource = { kind: 'session'; sessionId: string } | { kind: 'dashboard' };

interface Loaded {
  /** The query these results answer; a different one means a load is under way. */
  key: string;
  items: DocumentItem[];
  nextCursor: string | null;
  matched: number | null;
  /** The dashboard list's totals (the API's counters); null for a session's list. */
  totals: DocumentTotals | null;
  error: unknown;
}

function fetchPage(
  source: DocumentListSource,
  filters: DocumentListFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DocumentListPage & { totals?: DocumentTotals }> {
  const query = { ...filters, cursor, signal };
  return source.kind === 'session'
    ? listSessionDocuments(source.sessionId, query)
    : listDashboardDocuments(query);
}

/**
 * A dashboard document list read page by page ('Charger plus'). While new filters load, the
 * previous results stay on screen (marked busy) instead of jumping back to a skeleton.
 */
export function useDocumentList(source: DocumentListSource, filters: DocumentListFilters) {
  const sessionId = source.kind === 'session' ? source.sessionId : null;
  const { search, category, sort } = filters;
  const [reloads, setReloads] = useState(0);
  const key = JSON.stringify([sessionId, search.trim(), category, sort, reloads]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [more, setMore] = useState<{ key: string; loading: boolean; failed: boolean } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const from: DocumentListSource =
      sessionId === null ? { kind: 'dashboard' } : { kind: 'session', sessionId };
    fetchPage(from, { search, category, sort }, null, controller.signal).then(
      (page) =>
        setLoaded({
          key,
          items: page.items,
          nextCursor: page.next_cursor,
          matched: page.matched,
          totals: page.totals ?? null,
          error: null,
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[documents] list failed', error);
        setLoaded({ key, items: [], nextCursor: null, matched: null, totals: null, error });
      },
    );
    return () => controller.abort();
  }, [key, sessionId, search, category, sort]);

  const current = loaded?.key === key ? loaded : null;
  const loadingMore = more?.key === key && more.loading;

  const loadMore = useCallback(() => {
    if (!current?.nextCursor || loadingMore) return;
    const from: DocumentListSource =
      sessionId === null ? { kind: 'dashboard' } : { kind: 'session', sessionId };
    setMore({ key, loading: true, failed: false });
    fetchPage(from, { search, category, sort }, current.nextCursor).then(
      (page) => {
        setLoaded((previous) =>
          previous?.key === key
            ? { ...previous, items: [...previous.items, ...page.items], nextCursor: page.next_cursor }
            : previous,
        );
        setMore({ key, loading: false, failed: false });
      },
      (error: unknown) => {
        console.error('[documents] next page failed', error);
        setMore({ key, loading: false, failed: true });
      },
    );
  }, [current, loadingMore, sessionId, search, category, sort, key]);

  /** Changes one document in place (a download's new count) without reloading. */
  const updateItem = useCallback((documentId: string, change: Partial<DocumentItem>) => {
    setLoaded((previous) =>
      previous
        ? { ...previous, items: previous.items.map((d) => (d.id === documentId ? { ...d, ...change } : d)) }
        : previous,
    );
  }, []);

  return {
    /** Results of the current query, or the previous ones while it loads; null before the first answer. */
    items: current?.items ?? loaded?.items ?? null,
    loading: current === null,
    error: current?.error ?? null,
    matched: current?.matched ?? null,
    /** Totals over every document the caller may see (not the filters); kept while new filters load. */
    totals: current?.totals ?? loaded?.totals ?? null,
    hasMore: Boolean(current?.nextCursor),
    loadingMore,
    loadMoreFailed: more?.key === key && more.failed,
    loadMore,
    reload: () => setReloads((n) => n + 1),
    updateItem,
  };
}
