import { describe, expect, it } from 'vitest';
import { isActivePath, matchRoutes, parsePath, type RouteShape } from '../../../../web/src/lib/router/match';
import { createMemoryRouter, type RouteObject } from '../../../../web/src/lib/router/router';

/** A table shaped like the app's (web/src/app/router.tsx): root layout, pathless layout, nested dashboard. */
const routes: RouteShape[] = [
  {
    path: '/',
    children: [
      {
        children: [
          { index: true },
          { path: 'about' },
          { path: 'sessions' },
          { path: 'session/:sessionId' },
          {
            path: 'dashboard',
            children: [
              { index: true },
              { path: 'sessions' },
              { path: 'sessions/:sessionId' },
              { path: 'sessions/new' },
              { path: 'sessions/:sessionId/documents/:documentId/edit' },
              { path: '*' },
            ],
          },
          { path: '*' },
        ],
      },
    ],
  },
];

/** The path patterns, outermost first, shown for an address. */
function shown(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
    route.index ? '(index)' : (route.path ?? '(layout)'),
  );
}

describe('matchRoutes', () => {
  it('shows each page at its address, static segments before params', () => {
    expect(shown('/')).toEqual(['/', '(layout)', '(index)']);
    expect(shown('/sessions')).toEqual(['/', '(layout)', 'sessions']);
    expect(shown('/session/abc')).toEqual(['/', '(layout)', 'session/:sessionId']);
    expect(shown('/dashboard')).toEqual(['/', '(layout)', 'dashboard', '(index)']);
    expect(shown('/dashboard/sessions/new')).toEqual(['/', '(layout)', 'dashboard', 'sessions/new']);
    expect(shown('/dashboard/sessions/s1')).toEqual(['/', '(layout)', 'dashboard', 'sessions/:sessionId']);
    expect(shown('/dashboard/sessions/s1/documents/d1/edit')).toEqual([
      '/',
      '(layout)',
      'dashboard',
      'sessions/:sessionId/documents/:documentId/edit',
    ]);
  });

  it('sends unknown dashboard addresses to the dashboard fallback and others to the not-found page', () => {
    expect(shown('/dashboard/nope/deeper')).toEqual(['/', '(layout)', 'dashboard', '*']);
    expect(shown('/nope')).toEqual(['/', '(layout)', '*']);
    expect(shown('/session')).toEqual(['/', '(layout)', '*']);
  });

  it('ignores trailing slashes and letter case, and decodes params', () => {
    expect(shown('/About/')).toEqual(['/', '(layout)', 'about']);
    const match = matchRoutes(routes, '/dashboard/sessions/a%20b/documents/%C3%A9t%C3%A9/edit');
    expect(match?.at(-1)?.params).toEqual({ sessionId: 'a b', documentId: 'été' });
    expect(matchRoutes(routes, '/nope/x')?.at(-1)?.params).toEqual({ '*': 'nope/x' });
  });

  it('matches nothing when no route fits', () => {
    expect(matchRoutes([{ path: 'a' }], '/b')).toBeNull();
  });
});

describe('isActivePath (NavLink)', () => {
  it('is active on the page and the pages below it, unless `end`', () => {
    expect(isActivePath('/dashboard/settings', '/dashboard/settings', false)).toBe(true);
    expect(isActivePath('/dashboard/sessions/1', '/dashboard/sessions', false)).toBe(true);
    expect(isActivePath('/dashboard/sessions/1', '/dashboard/sessions', true)).toBe(false);
    expect(isActivePath('/dashboard/sessions-old', '/dashboard/sessions', false)).toBe(false);
    expect(isActivePath('/sessions', '/', false)).toBe(false);
    expect(isActivePath('/', '/', false)).toBe(true);
    expect(isActivePath('/Sessions/', '/sessions?tags=a', true)).toBe(true);
  });
});

describe('parsePath', () => {
  it('splits an address, and keeps the current path for a query alone', () => {
    expect(parsePath('/sessions?search=a#top', '/')).toEqual({
      pathname: '/sessions',
      search: '?search=a',
      hash: '#top',
    });
    expect(parsePath('?tags=b', '/sessions')).toEqual({ pathname: '/sessions', search: '?tags=b', hash: '' });
    expect(parsePath('/x?', '/')).toEqual({ pathname: '/x', search: '', hash: '' });
  });
});

function Page() {
  return null;
}

function table(load: () => Promise<{ Component: typeof Page }>): RouteObject[] {
  return [
    {
      path: '/',
      children: [
        { index: true, Component: Page },
        { path: 'lazy', lazy: load },
        { path: 'form', Component: Page },
        { path: '*', Component: Page },
      ],
    },
  ];
}

describe('createMemoryRouter', () => {
  it('keeps the current page while the next page’s code downloads, then shows it', async () => {
    let release: (value: { Component: typeof Page }) => void = () => undefined;
    const router = createMemoryRouter(
      table(() => new Promise((resolve) => (release = resolve))),
      { initialEntries: ['/'] },
    );
    expect(router.state.initialized).toBe(true);
    router.navigate('/lazy');
    expect(router.state.navigation).toBe('loading');
    expect(router.state.location.pathname).toBe('/');
    release({ Component: Page });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.navigation).toBe('idle');
    expect(router.state.location.pathname).toBe('/lazy');
    expect(router.state.matches.at(-1)?.route.Component).toBe(Page);
  });

  it('waits for the first page’s code before it is initialized', async () => {
    const router = createMemoryRouter(
      table(() => Promise.resolve({ Component: Page })),
      {
        initialEntries: ['/lazy'],
      },
    );
    expect(router.state.initialized).toBe(false);
    await new Promise<void>((resolve) => router.subscribe((state) => state.initialized && resolve()));
    expect(router.state.error).toBeNull();
  });

  it('reports a page whose code failed to download, and tries again on the next visit', async () => {
    let attempts = 0;
    const router = createMemoryRouter(
      table(() => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Component: Page });
      }),
      { initialEntries: ['/'] },
    );
    router.navigate('/lazy');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.error).toMatchObject({ depth: 1, value: new Error('offline') });
    router.navigate('/');
    router.navigate('/lazy');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.error).toBeNull();
    expect(attempts).toBe(2);
  });

  it('asks the blocker before leaving, and goes on or stays as the user answers', () => {
    const router = createMemoryRouter(
      table(() => Promise.resolve({ Component: Page })),
      {
        initialEntries: ['/form'],
      },
    );
    const remove = router.setBlocker(({ nextLocation }) => nextLocation.pathname !== '/form');
    router.navigate('/form?tab=2');
    expect(router.state.location.search).toBe('?tab=2');
    router.navigate('/');
    expect(router.state.blocker.state).toBe('blocked');
    expect(router.state.location.pathname).toBe('/form');
    router.state.blocker.reset?.();
    expect(router.state.blocker.state).toBe('unblocked');
    expect(router.state.location.pathname).toBe('/form');
    router.navigate('/');
    router.state.blocker.proceed?.();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.blocker.state).toBe('unblocked');
    remove();
  });
});
