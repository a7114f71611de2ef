import { useCallback, useEffect, useRef, useState } from 'react';
import type { Session } from '../../../../../common/api-types';
import { getPublishedSessions, type PublicSessionSort } from './get-published-sessions';

interface State {
  status: 'loading' | 'ready' | 'error';
  items: Session[];
  nextCursor: string | null;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

const INITIAL: State = {
  status: 'loading',
  items: [],
  nextCursor: null,
  loadingMore: false,
  loadMoreFailed: false,
};

function merge(existing: Session[], incoming: Session[]): Session[] {
  const seen = new Set(existing.map((s) => s.id));
  return [...existing, ...incoming.filter((s) => !seen.has(s.id))];
}

/** Published sessions, first page on mount, more with loadMore() while next_cursor is set. */
export function usePublishedSessions(sort: PublicSessionSort = 'oldest') {
  const [state, setState] = useState<State>(INITIAL);
  const [reloadKey, setReloadKey] = useState(0);
  const moreRequest = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getPublishedSessions({ sort, signal: controller.signal })
      .then((page) =>
        setState({
          status: 'ready',
          items: page.items,
          nextCursor: page.next_cursor,
          loadingMore: false,
          loadMoreFailed: false,
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[sessions] could not load the catalogue', error);
        setState({ ...INITIAL, status: 'error' });
      });
    return () => {
      controller.abort();
      moreRequest.current?.abort();
    };
  }, [sort, reloadKey]);

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
    getPublishedSessions({ sort, cursor, signal: controller.signal })
      .then((page) =>
        setState((prev) => ({
          ...prev,
          items: merge(prev.items, page.items),
          nextCursor: page.next_cursor,
          loadingMore: false,
        })),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[sessions] could not load more sessions', error);
        setState((prev) => ({ ...prev, loadingMore: false, loadMoreFailed: true }));
      });
  }, [cursor, loadingMore, sort]);

  return { ...state, retry, loadMore };
}
