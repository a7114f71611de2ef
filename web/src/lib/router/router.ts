/**
 * The app's router (no React here; components.tsx renders it). It does what the app used React
 * Router's data router for — a route table with pages loaded on demand, the current page kept on
 * screen while the next one's code downloads, a blocker for unsaved forms — in ~2 KB instead of
 * ~33 KB of gzip that every visitor on a slow network would download before the first page works.
 */
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, parsePath, type Path, type RouteMatch } from './match';

export interface RouteObject {
  path?: string;
  index?: boolean;
  Component?: ComponentType | null;
  element?: ReactNode;
  /** The page's code, downloaded the first time the route is shown; its result joins the route. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** Shown in this route's place until the first page's code is in (the app waits for it anyway). */
  HydrateFallback?: ComponentType;
  /** Shown in this route's place when it or a route below it fails to load or render. */
  ErrorBoundary?: ComponentType;
  children?: RouteObject[];
}

export interface Location extends Path {
  state: unknown;
  /** Unique per history entry. */
  key: string;
}

export interface Blocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  proceed?: () => void;
  reset?: () => void;
}

export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

export interface RouterState {
  /** False until the first page's code is in. */
  initialized: boolean;
  location: Location;
  matches: RouteMatch<RouteObject>[];
  /** 'loading' while the next page's code downloads (the current page stays meanwhile). */
  navigation: 'idle' | 'loading';
  /** A route that could not load (depth in `matches`), shown by the nearest ErrorBoundary above it. */
  error: { depth: number; value: unknown } | null;
  blocker: Blocker;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  readonly state: RouterState;
  getState: () => RouterState;
  /** Called with the new state after every change. */
  subscribe: (listener: (state: RouterState) => void) => () => void;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Only one form blocks at a time; returns the function that removes it. */
  setBlocker: (blocker: BlockerFunction) => () => void;
  dispose: () => void;
}

export interface Entry extends Location {
  idx: number;
}

/** Where the router reads and writes its entries: the browser's history (browser-history.ts) or memory. */
export interface HistorySource {
  current: () => Entry;
  push: (entry: Entry) => void;
  replace: (entry: Entry) => void;
  go: (delta: number) => void;
  listen: (onPop: () => void) => () => void;
}

function memoryHistory(initial: string): HistorySource {
  const entries: Entry[] = [{ ...parsePath(initial, '/'), state: null, key: 'default', idx: 0 }];
  let index = 0;
  const listeners = new Set<() => void>();
  return {
    current: () => entries[index] as Entry,
    push: (entry) => {
      entries.splice(index + 1, entries.length, entry);
      index = entries.length - 1;
    },
    replace: (entry) => {
      entries[index] = entry;
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      // Like popstate: after the caller has returned.
      queueMicrotask(() => listeners.forEach((listener) => listener()));
    },
    listen: (onPop) => {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
  };
}

const loading = new WeakMap<RouteObject, Promise<void>>();

/** Downloads a route's code once; a failed download is tried again on the next visit. */
function loadRoute(route: RouteObject): Promise<void> | null {
  const lazy = route.lazy;
  if (!lazy) return null;
  let promise = loading.get(route);
  if (!promise) {
    promise = lazy().then(
      (loaded) => {
        Object.assign(route, loaded);
        delete route.lazy;
      },
      (error: unknown) => {
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, promise);
  }
  return promise;
}

/** The matches' code, downloaded in parallel: null, or the first route (outermost) that failed. */
async function loadMatches(matches: RouteMatch<RouteObject>[]): Promise<RouterState['error']> {
  const results = await Promise.allSettled(matches.map((match) => loadRoute(match.route)));
  const depth = results.findIndex((result) => result.status === 'rejected');
  const failed = results[depth];
  return failed?.status === 'rejected' ? { depth, value: failed.reason } : null;
}

class NotFoundError extends Error {
  constructor(pathname: string) {
    super(`no route for ${pathname}`);
    this.name = 'NotFoundError';
  }
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function createRouter(routes: RouteObject[], history: HistorySource): Router {
  const listeners = new Set<(state: RouterState) => void>();
  let blockerFunction: BlockerFunction | null = null;
  let currentIdx = history.current().idx;
  /** Only the latest navigation commits. */
  let generation = 0;
  /** The next popstate is our own undoing of a blocked Back. */
  let ignoreNextPop = false;

  const routesOf = (
    pathname: string,
  ): { matches: RouteMatch<RouteObject>[]; error: RouterState['error'] } => {
    const matches = matchRoutes(routes, pathname);
    return matches
      ? { matches, error: null }
      : { matches: [], error: { depth: 0, value: new NotFoundError(pathname) } };
  };
  const needsCode = (matches: RouteMatch<RouteObject>[]) => matches.some((match) => match.route.lazy);

  const first = history.current();
  const initial = routesOf(first.pathname);
  let state: RouterState = {
    initialized: !needsCode(initial.matches),
    location: {
      pathname: first.pathname,
      search: first.search,
      hash: first.hash,
      state: first.state,
      key: first.key,
    },
    matches: initial.matches,
    navigation: 'idle',
    error: initial.error,
    blocker: { state: 'unblocked' },
  };

  const set = (patch: Partial<RouterState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener(state);
  };
  const unblocked = () => set({ blocker: { state: 'unblocked' } });

  /** Shows `next` once its routes' code is in; `action` says what to do with the history. */
  const transition = (next: Location, action: 'push' | 'replace' | 'pop') => {
    const current = ++generation;
    const { matches, error } = routesOf(next.pathname);
    const commit = (loadError: RouterState['error']) => {
      if (current !== generation) return;
      if (action === 'push') history.push({ ...next, idx: ++currentIdx });
      else if (action === 'replace') history.replace({ ...next, idx: currentIdx });
      set({
        initialized: true,
        location: next,
        matches,
        navigation: 'idle',
        error: error ?? loadError,
        ...(state.blocker.state === 'proceeding' ? { blocker: { state: 'unblocked' } } : {}),
      });
    };
    // Without code to download the change is immediate (typing in a search box updates the address).
    if (!needsCode(matches)) return commit(null);
    set({ navigation: 'loading' });
    void loadMatches(matches).then(commit);
  };

  const isBlocked = (nextLocation: Location) =>
    state.blocker.state !== 'proceeding' &&
    blockerFunction !== null &&
    blockerFunction({ currentLocation: state.location, nextLocation });

  const navigate = (to: string, options: NavigateOptions = {}) => {
    const next: Location = {
      ...parsePath(to, state.location.pathname),
      state: options.state ?? null,
      key: newKey(),
    };
    const action = options.replace ? 'replace' : 'push';
    if (isBlocked(next)) {
      set({
        blocker: {
          state: 'blocked',
          proceed: () => {
            set({ blocker: { state: 'proceeding' } });
            transition(next, action);
          },
          reset: unblocked,
        },
      });
      return;
    }
    transition(next, action);
  };

  const stopListening = history.listen(() => {
    if (ignoreNextPop) {
      ignoreNextPop = false;
      return;
    }
    const entry = history.current();
    const { idx, ...next } = entry;
    if (isBlocked(next)) {
      // The address has already changed: go back to where the form is, and ask.
      const delta = currentIdx - idx;
      ignoreNextPop = true;
      history.go(delta);
      set({
        blocker: {
          state: 'blocked',
          proceed: () => {
            set({ blocker: { state: 'proceeding' } });
            history.go(-delta);
          },
          reset: unblocked,
        },
      });
      return;
    }
    currentIdx = idx;
    transition(next, 'pop');
  });

  if (!state.initialized) {
    void loadMatches(initial.matches).then((error) => {
      if (generation === 0) set({ initialized: true, error });
    });
  }

  return {
    get state() {
      return state;
    },
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    setBlocker: (blocker) => {
      blockerFunction = blocker;
      return () => {
        if (blockerFunction !== blocker) return;
        blockerFunction = null;
        if (state.blocker.state !== 'unblocked') unblocked();
      };
    },
    dispose: () => {
      stopListening();
      listeners.clear();
    },
  };
}

/** A router with its own history, starting at `initialEntries[0]` (build-time prerendering, tests). */
export function createMemoryRouter(routes: RouteObject[], options: { initialEntries: [string] }): Router {
  return createRouter(routes, memoryHistory(options.initialEntries[0]));
}
