import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

/** The items of every loaded page, each once: one that moved between two pages' loads is not shown twice. */
export function loadedItems<T extends { id: string }>(pages: readonly { items: T[] }[]): T[] {
  const byId = new Map<string, T>();
  for (const page of pages) {
    for (const item of page.items) if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return [...byId.values()];
}

/** What a 'Charger plus' list shows, read from its infinite query of pages `P` of items `T`. */
export interface InfiniteListView<T, P = unknown> {
  /** Every loaded item once: null before the first answer; while new filters load, the previous answer's. */
  items: T[] | null;
  /** The first page answering the current filters (its counts); none while they load. */
  first: P | undefined;
  /** The most recent page, kept while new filters load (totals that do not depend on them). */
  latest: P | undefined;
  /** The first page is on its way: nothing yet, new filters (over the previous answer), or a retry. */
  loading: boolean;
  /**
   * Nothing could be loaded, and no retry is under way. A failed refresh keeps the items it had (and a
   * failed 'Charger plus' is `loadMoreFailed`).
   */
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

export function infiniteListView<P extends { items: { id: string }[] }>(
  query: UseInfiniteQueryResult<InfiniteData<P>>,
): InfiniteListView<P['items'][number], P> {
  const data = query.data;
  const failed = query.isError && !query.isFetching && data === undefined;
  const loading = !failed && (data === undefined || query.isPlaceholderData);
  return {
    items: data ? loadedItems(data.pages) : null,
    first: loading ? undefined : data?.pages[0],
    latest: data?.pages.at(-1),
    loading,
    failed,
    hasMore: !loading && query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
