import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentItem } from '../../../../../common/api-types';
import { getDashboardSessionDocuments } from '../api/sessions-api';

interface Loaded {
  key: string;
  failed: boolean;
  items: DocumentItem[];
  nextCursor: string | null;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

/** A session's documents for its dashboard page (newest first), with 'Charger plus'. */
export function useSessionDocuments(sessionId: string | null) {
  const [reloads, setReloads] = useState(0);
  const key = `${sessionId ?? ''}#${reloads}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const moreRequest = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!sessionId) return;
    const controller = new AbortController();
    const base = { key, loadingMore: false, loadMoreFailed: false };
    getDashboardSessionDocuments(sessionId, { signal: controller.signal })
      .then((page) => setLoaded({ ...base, failed: false, items: page.items, nextCursor: page.next_cursor }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[manage-sessions] could not load the documents', error);
        setLoaded({ ...base, failed: true, items: [], nextCursor: null });
      });
    return () => {
      controller.abort();
      moreRequest.current?.abort();
    };
  }, [key, sessionId]);

  const current = loaded?.key === key ? loaded : null;
  const cursor = current?.nextCursor ?? null;
  const busy = current?.loadingMore ?? false;
  const update = useCallback(
    (change: (prev: Loaded) => Loaded) =>
      setLoaded((prev) => (prev && prev.key === key ? change(prev) : prev)),
    [key],
  );

  const loadMore = useCallback(() => {
    if (!sessionId || !cursor || busy) return;
    const controller = new AbortController();
    moreRequest.current = controller;
    update((prev) => ({ ...prev, loadingMore: true, loadMoreFailed: false }));
    getDashboardSessionDocuments(sessionId, { cursor, signal: controller.signal })
      .then((page) =>
        update((prev) => {
          const seen = new Set(prev.items.map((d) => d.id));
          return {
            ...prev,
            items: [...prev.items, ...page.items.filter((d) => !seen.has(d.id))],
            nextCursor: page.next_cursor,
            loadingMore: false,
          };
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[manage-sessions] could not load more documents', error);
        update((prev) => ({ ...prev, loadingMore: false, loadMoreFailed: true }));
      });
  }, [busy, cursor, sessionId, update]);

  const setDownloads = useCallback(
    (documentId: string, count: number) =>
      update((prev) => ({
        ...prev,
        items: prev.items.map((d) => (d.id === documentId ? { ...d, downloads_count: count } : d)),
      })),
    [update],
  );

  return {
    status:
      current === null ? ('loading' as const) : current.failed ? ('error' as const) : ('ready' as const),
    items: current?.items ?? [],
    hasMore: cursor !== null,
    loadingMore: busy,
    loadMoreFailed: current?.loadMoreFailed ?? false,
    loadMore,
    retry: useCallback(() => setReloads((n) => n + 1), []),
    setDownloads,
  };
}
