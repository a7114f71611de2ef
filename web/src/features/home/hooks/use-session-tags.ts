import { useCallback, useEffect, useState } from 'react';
import type { TagCount } from '../../../../../common/api-types';
import { getSessionTags } from '../api/home-api';

/** Tags of published sessions for the filter panel, most used first. */
export function useSessionTags() {
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; tags: TagCount[] }>({
    status: 'loading',
    tags: [],
  });
  const [reloadKey, setReloadKey] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getSessionTags(controller.signal)
      .then((tags) => setState({ status: 'ready', tags }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[home] could not load the tags', error);
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
