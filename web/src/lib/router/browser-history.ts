/** The router on the browser's address bar and history (kept apart: router.ts runs without a DOM too). */
import { createPath } from './match';
import { createRouter, type Entry, type HistorySource, type RouteObject, type Router } from './router';

interface StoredState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function browserHistory(): HistorySource {
  const stored = (): StoredState => (window.history.state as StoredState | null) ?? {};
  const current = (): Entry => {
    const { usr = null, key = 'default', idx = 0 } = stored();
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: usr, key, idx };
  };
  const write = (method: 'pushState' | 'replaceState', entry: Entry) =>
    window.history[method]({ usr: entry.state, key: entry.key, idx: entry.idx }, '', createPath(entry));
  // The first entry gets its index, so that a blocked Back can be undone by the same distance.
  if (stored().idx === undefined) write('replaceState', current());
  return {
    current,
    push: (entry) => write('pushState', entry),
    replace: (entry) => write('replaceState', entry),
    go: (delta) => window.history.go(delta),
    listen: (onPop) => {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/** The router of the browser's address bar and history. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, browserHistory());
}
