import { useCallback, useEffect, useRef, useState } from 'react';
import { getSharedSessions, type SharedSession } from '../api/shared-sessions-api';
import { withDownloadCount } from '../utils/shared-sessions';

interface Loaded {
  /** The filters these results answer. */
  key: string;
  status: 'ready' | 'error';
  items: SharedSession[];
  nextCursor: string | null;
  total: number;
  matched: number;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

function filtersKey(search: string, tags: readonly string[]): string {
  return JSON.stringify([search.trim(), tags]);
}

/**
 * The shared catalogue for the current search and tags (both applied by the API), first page
 * on change, more with loadMore(). While new filters load, the previous results stay on screen.
 */
export function useSharedSessions(search: string, tags: readonly string[]) {
  const key = filtersKey(search, tags);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const moreRequest = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    moreRequest.current?.abort();
    getSharedSessions({ search, tags, signal: controller.signal })
      .then((page) =>
        setLoaded({
          key,
          status: 'ready',
          items: page.items,
          nextCursor: page.next_cursor,
          total: page.total,
          matched: page.matched,
          loadingMore: false,
          loadMoreFailed: false,
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[shared-sessions] could not load the catalogue', error);
        setLoaded({
          key,
          status: 'error',
          items: [],
          nextCursor: null,
          total: 0,
          matched: 0,
          loadingMore: false,
          loadMoreFailed: false,
        });
      });
    return () => controller.abort();
    // `key` stands for search and tags.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reloadKey]);

  useEffect(() => () => moreRequest.current?.abort(), []);

  const current = loaded?.key === key ? loaded : null;
  const cursor = current?.nextCursor ?? null;
  const loadingMore = current?.loadingMore ?? false;

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    const controller = new AbortController();
    moreRequest.current = controller;
    setLoaded((previous) =>
      previous ? { ...previous, loadingMore: true, loadMoreFailed: false } : previous,
    );
    getSharedSessions({ search, tags, cursor, signal: controller.signal })
      .then((page) =>
        setLoaded((previous) => {
          if (!previous || previous.key !== key) return previous;
          const seen = new Set(previous.items.map((s) => s.id));
          return {
            ...previous,
            items: [...previous.items, ...page.items.filter((s) => !seen.has(s.id))],
            nextCursor: page.next_cursor,
            total: page.total,
            matched: page.matched,
            loadingMore: false,
          };
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[shared-sessions] could not load more sessions', error);
        setLoaded((previous) =>
          previous ? { ...previous, loadingMore: false, loadMoreFailed: true } : previous,
        );
      });
  }, [cursor, loadingMore, search, tags, key]);

  const retry = useCallback(() => {
    setLoaded(null);
    setReloadKey((value) => value + 1);
  }, []);

  const updateDownloadCount = useCallback((documentId: string, count: number) => {
    setLoaded((previous) =>
      previous ? { ...previous, items: withDownloadCount(previous.items, documentId, count) } : previous,
    );
  }, []);

  return {
    /** True until the first answer, and again after retry(). */
    initialLoading: loaded === null,
    /** New filters are loading; `loaded` still holds the previous results. */
    refreshing: loaded !== null && current === null,
    failed: current?.status === 'error',
    items: loaded?.status === 'ready' ? loaded.items : [],
    nextCursor: current?.nextCursor ?? null,
    total: loaded?.total ?? 0,
    matched: loaded?.matched ?? 0,
    loadingMore,
    loadMoreFailed: current?.loadMoreFailed ?? false,
    loadMore,
    retry,
    updateDownloadCount,
  };
}
