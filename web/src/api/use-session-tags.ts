import { useCallback, useEffect, useState } from 'react';
import type { TagCount } from '../../../common/api-types';
import { getSessionTags } from './published-sessions';

type State = { status: 'loading' | 'error'; tags: [] } | { status: 'ready'; tags: TagCount[] };

/** The tag filter's choices: every tag of the published sessions, most used first. */
export function useSessionTags() {
  const [state, setState] = useState<State>({ status: 'loading', tags: [] });
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getSessionTags(controller.signal)
      .then((tags) => setState({ status: 'ready', tags }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[sessions] could not load the tags', error);
        setState({ status: 'error', tags: [] });
      });
    return () => controller.abort();
  }, [reloadKey]);

  const retry = useCallback(() => {
    setState({ status: 'loading', tags: [] });
    setReloadKey((key) => key + 1);
  }, []);

  return { ...state, retry };
}
