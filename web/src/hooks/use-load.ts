import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * Runs `load` on mount (and when `key` changes), aborting a superseded request; `retry` runs it
 * again after a failure. `load` must be stable for a given `key` (it is read when `key` changes).
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  label: string,
): LoadState<T> & { retry: () => void; setData: (update: (data: T) => T) => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[dashboard] could not load ${label}`, error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
    // `load` is keyed by `key` on purpose: callers pass inline functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, label]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const setData = useCallback((update: (data: T) => T) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', data: update(current.data) } : current,
    );
  }, []);

  return { ...state, retry, setData };
}
