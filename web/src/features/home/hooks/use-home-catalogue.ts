import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Session } from '../../../../../common/api-types';
import { getHomeCatalog } from '../api/home-api';

/**
 * The landing page features a dozen sessions at a time (fills 1, 2 or 3 columns evenly and
 * stays light on slow networks); 'Charger plus' brings the next dozen.
 */
export const HOME_PAGE_SIZE = 12;

interface State {
  /** The search, tags and reload this state answers. */
  key: string;
  status: 'loading' | 'ready' | 'error';
  items: Session[];
  /** Y: every published session. */
  total: number;
  /** X: those matching the search and tags. */
  matched: number;
  nextCursor: string | null;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

const INITIAL: State = {
  key: '',
  status: 'loading',
  items: [],
  total: 0,
  matched: 0,
  nextCursor: null,
  loadingMore: false,
  loadMoreFailed: false,
};

function merge(existing: readonly Session[], incoming: readonly Session[]): Session[] {
  const seen = new Set(existing.map((session) => session.id));
  return [...existing, ...incoming.filter((session) => !seen.has(session.id))];
}

/** Published sessions for the home page, newest first, filtered on the server by text and ALL tags. */
export function useHomeCatalogue(search: string, tags: readonly string[]) {
  const [state, setState] = useState<State>(INITIAL);
  const [reloadKey, setReloadKey] = useState(0);
  const moreRequest = useRef<AbortController | null>(null);
  const tagsKey = tags.join(',');
  const key = JSON.stringify([search, tagsKey, reloadKey]);

  useEffect(() => {
    const controller = new AbortController();
    moreRequest.current?.abort();
    getHomeCatalog({
      search,
      tags: tagsKey ? tagsKey.split(',') : [],
      limit: HOME_PAGE_SIZE,
      signal: controller.signal,
    })
      .then((page) =>
        // A transition: the cards render in slices that leave the main thread free between them.
        startTransition(() =>
          setState({
            key,
            status: 'ready',
            items: page.items,
            total: page.total,
            matched: page.matched,
            nextCursor: page.next_cursor,
            loadingMore: false,
            loadMoreFailed: false,
          }),
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[home] could not load the sessions', error);
        setState({ ...INITIAL, key, status: 'error' });
      });
    return () => controller.abort();
    // `key` stands for search, tagsKey and reloadKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => () => moreRequest.current?.abort(), []);

  const retry = useCallback(() => setReloadKey((key) => key + 1), []);

  const current = state.key === key;
  const nextCursor = current ? state.nextCursor : null;
  const { loadingMore } = state;
  const loadMore = useCallback(() => {
    if (!nextCursor || loadingMore) return;
    const controller = new AbortController();
    moreRequest.current = controller;
    setState((previous) => ({ ...previous, loadingMore: true, loadMoreFailed: false }));
    getHomeCatalog({
      search,
      tags: tagsKey ? tagsKey.split(',') : [],
      limit: HOME_PAGE_SIZE,
      cursor: nextCursor,
      signal: controller.signal,
    })
      .then((page) =>
        setState((previous) => ({
          ...previous,
          items: merge(previous.items, page.items),
          total: page.total,
          matched: page.matched,
          nextCursor: page.next_cursor,
          loadingMore: false,
        })),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[home] could not load more sessions', error);
        setState((previous) => ({ ...previous, loadingMore: false, loadMoreFailed: true }));
      });
  }, [nextCursor, loadingMore, search, tagsKey]);

  // While a new search or tag choice loads, the previous results stay on screen, dimmed;
  // after an error, a new query starts from the skeletons again.
  const status = current ? state.status : state.status === 'ready' ? 'ready' : 'loading';
  return {
    ...state,
    status,
    nextCursor,
    refreshing: !current && state.status === 'ready',
    retry,
    loadMore,
  };
}
