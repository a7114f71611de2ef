import {
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import type { Page } from '@common/api-types';

/** What a 'Charger plus' list screen reads (see useInfiniteList). */
export interface InfiniteList<TPage extends Page<{ id: string }>> {
  status: 'loading' | 'ready' | 'error';
  items: TPage['items'][number][];
  /** The newest page answered: its counts (total, matched…) are the freshest. */
  lastPage: TPage | undefined;
  refreshing: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A 'Charger plus' list read through TanStack Query (one cursor page at a time), as the screens
 * show it:
 * - `loading` until a first page answers (skeletons), `error` when it failed (banner, `retry`);
 * - new filters load while the previous results stay on screen (`refreshing`);
 * - `items` are the pages' items in order, each once (a page may repeat one the list already has
 *   when sessions are published meanwhile); `lastPage` carries the newest counts;
 * - answers render in a deferred (interruptible) pass, so a page of cards renders in slices that
 *   leave the main thread free between them.
 */
export function useInfiniteList<TPage extends Page<{ id: string }>, TKey extends QueryKey>(
  options: UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, string | null>,
): InfiniteList<TPage> {
  const query = useInfiniteQuery({ ...options, placeholderData: keepPreviousData });
  const { hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage, refetch } = query;
  const answer = useMemo(
    () => ({ data: query.data, previous: isPlaceholderData }),
    [query.data, isPlaceholderData],
  );
  // What shows: the latest answer once its deferred render is done, the one before meanwhile.
  const shown = useDeferredValue(answer);
  const { data } = shown;
  // The results on screen answer other filters than the current ones.
  const refreshing = shown.previous || isPlaceholderData;
  const items = useMemo(() => pageItems(data), [data]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isPlaceholderData) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage, isPlaceholderData]);
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    status: data ? 'ready' : query.isError ? 'error' : 'loading',
    items,
    lastPage: data?.pages.at(-1),
    refreshing,
    hasMore: (data?.pages.at(-1)?.next_cursor ?? null) !== null,
    loadingMore: isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore,
    retry,
  };
}

function pageItems<TPage extends Page<{ id: string }>>(
  data: InfiniteData<TPage> | undefined,
): TPage['items'][number][] {
  const seen = new Set<string>();
  const items: TPage['items'][number][] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
