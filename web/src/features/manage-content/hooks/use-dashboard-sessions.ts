import { useCallback, useEffect, useRef, useState } from 'react';
import type { Session, SessionTotals } from '../../../../../common/api-types';
import type { SessionStatus } from '../../../../../common/session-status';
import { getDashboardSessions, type DashboardSessionSort } from '../api/sessions-api';
import { withoutSession } from '../utils/session-list';

export interface DashboardSessionFilters {
  status: SessionStatus | null;
  search: string;
  sort: DashboardSessionSort;
}

interface Loaded {
  /** The filters (and reload count) this result answers; a different key means "loading". */
  key: string;
  failed: boolean;
  items: Session[];
  nextCursor: string | null;
  matched: number | null;
  /** Every session the caller may see, per status (the API's counters, whatever the filters). */
  totals: SessionTotals | null;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

function merge(existing: Session[], incoming: Session[]): Session[] {
  const seen = new Set(existing.map((s) => s.id));
  return [...existing, ...incoming.filter((s) => !seen.has(s.id))];
}

/**
 * The management list for the given filters: first page on each change, more with loadMore(),
 * and remove() to drop a deleted session at once. Stale answers (filters changed meanwhile)
 * are ignored, so the list never shows results for an older search.
 */
export function useDashboardSessions(filters: DashboardSessionFilters) {
  const [reloads, setReloads] = useState(0);
  const key = JSON.stringify([filters.status, filters.search.trim(), filters.sort, reloads]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const moreRequest = useRef<AbortController | null>(null);
  const { status, search, sort } = filters;

  useEffect(() => {
    const controller = new AbortController();
    const base = { key, loadingMore: false, loadMoreFailed: false };
    getDashboardSessions({ status, search, sort, signal: controller.signal })
      .then((page) =>
        setLoaded({
          ...base,
          failed: false,
          items: page.items,
          nextCursor: page.next_cursor,
          matched: page.matched,
          totals: page.totals,
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[manage-sessions] could not load sessions', error);
        setLoaded({ ...base, failed: true, items: [], nextCursor: null, matched: null, totals: null });
      });
    return () => {
      controller.abort();
      moreRequest.current?.abort();
    };
    // `key` folds the filters and the reload count together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current = loaded?.key === key ? loaded : null;
  const cursor = current?.nextCursor ?? null;
  const busy = current?.loadingMore ?? false;

  const loadMore = useCallback(() => {
    if (!cursor || busy) return;
    const controller = new AbortController();
    moreRequest.current = controller;
    const update = (change: (prev: Loaded) => Loaded) =>
      setLoaded((prev) => (prev && prev.key === key ? change(prev) : prev));
    update((prev) => ({ ...prev, loadingMore: true, loadMoreFailed: false }));
    getDashboardSessions({ status, search, sort, cursor, signal: controller.signal })
      .then((page) =>
        update((prev) => ({
          ...prev,
          items: merge(prev.items, page.items),
          nextCursor: page.next_cursor,
          matched: page.matched ?? prev.matched,
          totals: page.totals,
          loadingMore: false,
        })),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[manage-sessions] could not load more sessions', error);
        update((prev) => ({ ...prev, loadingMore: false, loadMoreFailed: true }));
      });
  }, [busy, cursor, key, search, sort, status]);

  const retry = useCallback(() => setReloads((n) => n + 1), []);

  const remove = useCallback(
    (sessionId: string) => setLoaded((prev) => (prev ? withoutSession(prev, sessionId) : prev)),
    [],
  );

  return {
    status:
      current === null ? ('loading' as const) : current.failed ? ('error' as const) : ('ready' as const),
    items: current?.items ?? [],
    hasMore: cursor !== null,
    matched: current?.matched ?? null,
    /** Kept while new filters load: they do not change with the filters. */
    totals: current?.totals ?? loaded?.totals ?? null,
    loadingMore: busy,
    loadMoreFailed: current?.loadMoreFailed ?? false,
    loadMore,
    retry,
    remove,
  };
}
