import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Session } from '../../../../../common/api-types';
import type { CatalogueFilters } from '../../../lib/catalogue-query';
import { getPublishedSessions } from '../../../api/published-sessions';

interface State {
  status: 'loading' | 'ready' | 'error';
  items: Session[];
  nextCursor: string | null;
  /** Y of 'Affichage de X sur Y sessions': every published session. */
  total: number;
  /** X: those matching the search and tags. */
  matched: number;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  /** The filters these results answer (a newer search may be on its way). */
  key: string;
}

const INITIAL: State = {
  status: 'loading',
  items: [],
  nextCursor: null,
  total: 0,
  matched: 0,
  loadingMore: false,
  loadMoreFailed: false,
  key: '',
};

function merge(existing: Session[], incoming: Session[]): Session[] {
  const seen = new Set(existing.map((s) => s.id));
  return [...existing, ...incoming.filter((s) => !seen.has(s.id))];
}

/**
 * Published sessions matching `filters` (searched, filtered and sorted by the API): the first
 * page whenever the filters change, more with loadMore() while next_cursor is set. While a
 * new search loads, the previous results stay on screen (`refreshing`) instead of flashing
 * skeletons at every keystroke.
 */
export function usePublishedSessions({ search, tags, sort }: CatalogueFilters) {
  const [state, setState] = useState<State>(INITIAL);
  const [reloadKey, setReloadKey] = useState(0);
  const moreRequest = useRef<AbortController | null>(null);
  const tagList = tags.join(',');
  const key = JSON.stringify([search, tagList, sort]);

  useEffect(() => {
    const controller = new AbortController();
    moreRequest.current?.abort();
    getPublishedSessions({
      search,
      tags: tagList ? tagList.split(',') : [],
      sort,
      signal: controller.signal,
    })
      .then((page) => {
        // A transition: the cards render in slices that leave the main thread free between them.
        startTransition(() =>
          setState({
            status: 'ready',
            items: page.items,
            nextCursor: page.next_cursor,
            total: page.total,
            matched: page.matched,
            loadingMore: false,
            loadMoreFailed: false,
            key,
          }),
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[sessions] could not load the catalogue', error);
        setState({ ...INITIAL, status: 'error', key });
      });
    return () => {
      controller.abort();
      moreRequest.current?.abort();
    };
  }, [search, tagList, sort, key, reloadKey]);

  const retry = useCallback(() => {
    setState(INITIAL);
    setReloadKey((key) => key + 1);
  }, []);

  const cursor = state.nextCursor;
  const loadingMore = state.loadingMore;
  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    const controller = new AbortController();
    moreRequest.current = controller;
    setState((prev) => ({ ...prev, loadingMore: true, loadMoreFailed: false }));
    getPublishedSessions({
      search,
      tags: tagList ? tagList.split(',') : [],
      sort,
      cursor,
      signal: controller.signal,
    })
      .then((page) =>
        setState((prev) => ({
          ...prev,
          items: merge(prev.items, page.items),
          nextCursor: page.next_cursor,
          total: page.total,
          matched: page.matched,
          loadingMore: false,
        })),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[sessions] could not load more sessions', error);
        setState((prev) => ({ ...prev, loadingMore: false, loadMoreFailed: true }));
      });
  }, [cursor, loadingMore, search, tagList, sort]);

  const refreshing = state.status === 'ready' && state.key !== key;
  return { ...state, refreshing, retry, loadMore };
}
