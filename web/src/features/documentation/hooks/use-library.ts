import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentItem, LibraryPage } from '../../../../../common/api-types';
import type { DocumentCategory } from '../../../../../common/documents';
import { getLibrary } from '../../../api/library';
import type { LibrarySort } from '../utils/library-filters';

export interface LibraryRequest {
  search: string;
  category: DocumentCategory | null;
  sort: LibrarySort;
}

export interface LibraryCounts {
  total: number;
  byCategory: LibraryPage['by_category'];
}

interface Loaded {
  /** The request these items answer; a different current request means "loading". */
  key: string;
  failed: boolean;
  items: DocumentItem[];
  matched: number;
  nextCursor: string | null;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

function keyOf(request: LibraryRequest, attempt: number): string {
  return JSON.stringify([request.search.trim(), request.category, request.sort, attempt]);
}

function merge(existing: DocumentItem[], incoming: DocumentItem[]): DocumentItem[] {
  const seen = new Set(existing.map((d) => d.id));
  return [...existing, ...incoming.filter((d) => !seen.has(d.id))];
}

/**
 * The public library for one search/category/sort: the first page whenever they change,
 * more with loadMore() while next_cursor is set. The counts (total and per category) come
 * with every page and are kept across requests, so they never blink while filtering.
 */
export function useLibrary(request: LibraryRequest) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [counts, setCounts] = useState<LibraryCounts | null>(null);
  const moreRequest = useRef<AbortController | null>(null);
  const search = request.search.trim();
  const { category, sort } = request;
  const key = keyOf(request, attempt);

  useEffect(() => {
    const controller = new AbortController();
    getLibrary({ search, category, sort, signal: controller.signal })
      .then((page) => {
        // A transition: the cards render in slices that leave the main thread free between them.
        startTransition(() => {
          setCounts({ total: page.total, byCategory: page.by_category });
          setLoaded({
            key,
            failed: false,
            items: page.items,
            matched: page.matched,
            nextCursor: page.next_cursor,
            loadingMore: false,
            loadMoreFailed: false,
          });
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[documentation] could not load the library', error);
        setLoaded({
          key,
          failed: true,
          items: [],
          matched: 0,
          nextCursor: null,
          loadingMore: false,
          loadMoreFailed: false,
        });
      });
    return () => {
      controller.abort();
      moreRequest.current?.abort();
    };
  }, [search, category, sort, key]);

  const current = loaded?.key === key ? loaded : null;
  const status: 'loading' | 'ready' | 'error' = current ? (current.failed ? 'error' : 'ready') : 'loading';

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const cursor = current?.nextCursor ?? null;
  const loadingMore = current?.loadingMore ?? false;
  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    const controller = new AbortController();
    moreRequest.current = controller;
    const update = (change: (prev: Loaded) => Loaded) =>
      setLoaded((prev) => (prev && prev.key === key ? change(prev) : prev));
    update((prev) => ({ ...prev, loadingMore: true, loadMoreFailed: false }));
    getLibrary({ search, category, sort, cursor, signal: controller.signal })
      .then((page) => {
        setCounts({ total: page.total, byCategory: page.by_category });
        update((prev) => ({
          ...prev,
          items: merge(prev.items, page.items),
          nextCursor: page.next_cursor,
          loadingMore: false,
        }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[documentation] could not load more documents', error);
        update((prev) => ({ ...prev, loadingMore: false, loadMoreFailed: true }));
      });
  }, [cursor, loadingMore, search, category, sort, key]);

  /** Shows the count the download API returned, without reloading the list. */
  const setDownloadCount = useCallback((documentId: string, count: number) => {
    setLoaded((prev) =>
      prev
        ? {
            ...prev,
            items: prev.items.map((d) => (d.id === documentId ? { ...d, downloads_count: count } : d)),
          }
        : prev,
    );
  }, []);

  return {
    status,
    counts,
    items: current?.items ?? [],
    matched: current?.matched ?? 0,
    hasMore: cursor !== null,
    loadingMore,
    loadMoreFailed: current?.loadMoreFailed ?? false,
    loadMore,
    retry,
    setDownloadCount,
  };
}
