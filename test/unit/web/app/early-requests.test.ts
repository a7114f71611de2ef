import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueColumns, earlyImages, earlyRequests, SHELL_EARLY_KEY } from '@/app/shell-choice';
import { COVER_SIZES } from '@common/cover-variants';
import { DEFAULT_LIBRARY_FILTERS } from '@/features/documentation/utils/library-filters';
import { DEFAULT_FILTERS } from '@/lib/catalogue-query';

/**
 * The app's queries, loaded by a path TypeScript does not follow: they reach the API client,
 * which needs the DOM library that this (Node) project does not include.
 */
async function web<T>(path: string): Promise<T> {
  return (await import(`../../../../web/src/${path}`)) as T;
}

type Options = { queryKey: readonly unknown[]; initialPageParam?: unknown };
type Query = (...args: never[]) => Options;

const { homeCatalogueQuery } = await web<{ homeCatalogueQuery: Query }>('features/home/api/home-api');
const { platformStatsQuery } = await web<{ platformStatsQuery: Query }>('api/platform-stats');
const { libraryQuery } = await web<{ libraryQuery: Query }>('api/library');
const { publishedSessionsQuery, publishedSessionQuery, sessionTagsQuery } = await web<{
  publishedSessionsQuery: Query;
  publishedSessionQuery: Query;
  sessionTagsQuery: Query;
}>('api/published-sessions');
const { setAccessTokenSource } = await web<{ setAccessTokenSource: (source: () => Promise<null>) => void }>(
  'lib/api-client',
);
const { EARLY_REQUESTS_KEY } = await web<{ EARLY_REQUESTS_KEY: string }>('lib/early-requests');

/** Reads a query's first answer as the app does: through a query client. */
function read(options: Options): Promise<unknown> {
  const client = new QueryClient();
  return 'initialPageParam' in options
    ? client.fetchInfiniteQuery(options as Parameters<QueryClient['fetchInfiniteQuery']>[0])
    : client.fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0]);
}

const SESSION_ID = '241b639c-d23a-4d30-8700-97e322823d39';
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal('window', { location: { origin: 'http://tremplin.test' } });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      return Promise.resolve(new Response('{"items":[],"tags":[]}', { status: 200 }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the shell's early API reads", () => {
  it('are exactly the first reads of the home page', async () => {
    await Promise.all([
      read(platformStatsQuery()),
      read(sessionTagsQuery()),
      read(homeCatalogueQuery('' as never, [] as never)),
    ]);
    expect(earlyRequests('/', '', [])).toEqual(requested);
  });

  it('are exactly the first reads of /sessions', async () => {
    await read(publishedSessionsQuery(DEFAULT_FILTERS as never));
    await read(sessionTagsQuery());
    expect(earlyRequests('/sessions', '', [])).toEqual(requested);
  });

  it("are only the tags on /sessions when its HTML carries the catalogue's first page (the app reads no list)", () => {
    expect(earlyRequests('/sessions', '', [], true)).toEqual(['/api/sessions/tags']);
  });

  it('are exactly the first read of /documentation', async () => {
    await read(libraryQuery(DEFAULT_LIBRARY_FILTERS as never));
    expect(earlyRequests('/documentation/', '', [])).toEqual(requested);
  });

  it("are a session page's read of its session (one view, taken by the app)", async () => {
    setAccessTokenSource(() => Promise.resolve(null)); // a visitor
    await read(publishedSessionQuery(SESSION_ID as never));
    expect(earlyRequests(`/session/${SESSION_ID}`, '', [])).toEqual(requested);
  });

  it('are none with a query, a possible session, or elsewhere', () => {
    expect(earlyRequests('/sessions', '?tags=pitch', [])).toEqual([]);
    expect(earlyRequests('/', '', ['CognitoIdentityServiceProvider.c.u.refreshToken'])).toEqual([]);
    expect(earlyRequests('/about', '', [])).toEqual([]);
    expect(earlyRequests('/dashboard', '', [])).toEqual([]);
    expect(earlyRequests('/session/../api', '', [])).toEqual([]);
  });

  it('are handed over under the key the API client reads', () => {
    expect(SHELL_EARLY_KEY).toBe(EARLY_REQUESTS_KEY);
  });
});

describe('the images fetched as soon as an early read answers', () => {
  const page = { items: [1, 2, 3, 4].map((n) => ({ image_url: n === 2 ? null : `/media/${n}.png` })) };
  const card = (href: string) => ({ href, imageSrcset: href, imageSizes: COVER_SIZES.card });

  it("are the catalogue's first row", () => {
    expect(earlyImages('/api/sessions?sort=oldest', page, catalogueColumns(412))).toEqual([
      card('/media/1.png'),
    ]);
    expect(earlyImages('/api/sessions?sort=oldest', page, catalogueColumns(1280))).toEqual([
      card('/media/1.png'),
      card('/media/3.png'),
    ]);
  });

  it('are asked for with the srcset and sizes of their <img>, so the preload is the file the page shows', () => {
    const session = {
      image_url: '/media/images/u/a.jpg',
      image_width: 2000,
      image_variants: [
        { width: 400, url: '/media/images/u/a-w400.webp' },
        { width: 800, url: '/media/images/u/a-w800.webp' },
      ],
    };
    expect(earlyImages('/api/sessions?sort=oldest', { items: [session] }, 1)).toEqual([
      {
        href: '/media/images/u/a.jpg',
        imageSrcset:
          '/media/images/u/a-w400.webp 400w, /media/images/u/a-w800.webp 800w, /media/images/u/a.jpg 2000w',
        imageSizes: COVER_SIZES.card,
      },
    ]);
    expect(earlyImages(`/api/sessions/${SESSION_ID}`, session, 1)[0]?.imageSizes).toBe(COVER_SIZES.hero);
  });

  it("are a session's own image", () => {
    expect(earlyImages(`/api/sessions/${SESSION_ID}`, { image_url: '/media/s.png' }, 1)).toEqual([
      { href: '/media/s.png', imageSrcset: '/media/s.png', imageSizes: COVER_SIZES.hero },
    ]);
    expect(earlyImages(`/api/sessions/${SESSION_ID}`, { image_url: null }, 1)).toEqual([]);
  });

  it('are none for other reads', () => {
    expect(earlyImages('/api/sessions?sort=newest&limit=12', page, 3)).toEqual([]);
    expect(earlyImages('/api/stats', null, 3)).toEqual([]);
  });
});
