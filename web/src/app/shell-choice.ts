/** Which prerendered first screen the shell script may show (pure; see shell.ts). */
// Relative imports, not "@/…": web/vite.config.ts loads this file before its aliases exist.
import {
  CATALOGUE_PREVIEW_ELEMENT_ID,
  ROUTE_CHUNKS_ELEMENT_ID,
  SESSION_PAGE_CHUNKS_KEY,
} from '../../../common/app-documents';
import { COVER_SIZES, coverSrcSet, type CoverFiles } from '../../../common/cover-variants';

/** Amplify v6's key prefix (COGNITO_KEY_PREFIX in lib/auth/token-storage.ts, kept equal by a unit test). */
export const SHELL_COGNITO_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** One published session's page: /session/{id} (ids are UUIDs). */
const SESSION_PAGE = /^\/session\/([0-9A-Za-z-]{1,64})\/?$/;

/**
 * The shell to show for this address, or null: none for addresses with a query (filters,
 * ?session=, whose first screen the build cannot know) nor for browsers that may hold a session
 * (their navigation bar differs).
 */
export function chooseShell(
  pathname: string,
  search: string,
  available: readonly string[],
  storedKeys: readonly string[],
): string | null {
  if (search && search !== '?') return null;
  if (storedKeys.some((key) => key.startsWith(SHELL_COGNITO_KEY_PREFIX))) return null;
  const path = pathname.replace(/\/+$/, '') || '/';
  // A session page's first screen comes filled in by its handler (lambdas/pages/session-preview.ts).
  const key = SESSION_PAGE.test(path) ? SESSION_PAGE_CHUNKS_KEY : path;
  return available.includes(key) ? key : null;
}

/** Where shell.ts leaves its early requests for the app (EARLY_REQUESTS_KEY in lib/early-requests.ts). */
export const SHELL_EARLY_KEY = '__tremplinEarly';

const SESSION_API = /^\/api\/sessions\/[0-9A-Za-z-]{1,64}$/;

/**
 * The API reads a page makes first for a visitor, exactly as the app sends them (a unit test holds
 * them equal): started by shell.ts in parallel with the app's JavaScript instead of after it.
 * None for browsers that may hold a session (their reads carry a token) nor for addresses with a
 * query (their reads depend on it).
 */
export function earlyRequests(
  pathname: string,
  search: string,
  storedKeys: readonly string[],
  /** The catalogue's first page came with the HTML (lambdas/pages/catalogue-page.ts): not read again. */
  catalogueInHtml = false,
): string[] {
  if (search && search !== '?') return [];
  if (storedKeys.some((key) => key.startsWith(SHELL_COGNITO_KEY_PREFIX))) return [];
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return ['/api/stats', '/api/sessions/tags', '/api/sessions?sort=newest&limit=12'];
  if (path === '/sessions')
    return catalogueInHtml ? ['/api/sessions/tags'] : ['/api/sessions?sort=oldest', '/api/sessions/tags'];
  if (path === '/documentation') return ['/api/documents?sort=oldest'];
  const session = SESSION_PAGE.exec(path)?.[1];
  if (session) return [`/api/sessions/${session}`];
  return [];
}

/** How many catalogue cards show side by side (the grid's columns: sm 2, lg 3). */
export function catalogueColumns(viewportWidth: number): number {
  return viewportWidth >= 1024 ? 3 : viewportWidth >= 640 ? 2 : 1;
}

/** A cover to preload: with its `<img>`'s srcset and sizes, so the browser fetches the file the page will show. */
export interface EarlyImage {
  href: string;
  imageSrcset: string;
  imageSizes: string;
}

/**
 * The images an early read will show at the top of the page, to fetch as soon as the read
 * answers rather than once the app has rendered it: the first row of the catalogue (/sessions)
 * and the session's own image (/session/{id}).
 */
export function earlyImages(url: string, body: unknown, columns: number): EarlyImage[] {
  const images = (items: unknown[], sizes: string) =>
    items.flatMap((item): EarlyImage[] => {
      const cover = (item ?? {}) as CoverFiles;
      const src = cover.image_url;
      if (typeof src !== 'string' || src.length === 0) return [];
      // The same srcset as CoverImage (components/sessions/cover-image.tsx): variants, else the original.
      return [{ href: src, imageSrcset: coverSrcSet(cover) ?? src, imageSizes: sizes }];
    });
  if (typeof body !== 'object' || body === null) return [];
  if (url === '/api/sessions?sort=oldest') {
    const items = (body as { items?: unknown }).items;
    return Array.isArray(items) ? images(items.slice(0, columns), COVER_SIZES.card) : [];
  }
  if (SESSION_API.test(url)) return images([body], COVER_SIZES.hero);
  return [];
}

/**
 * The page modules whose chunks (and the chunks they import) the shell preloads for an address,
 * by key (see routeChunksKey), so they download alongside the app's entry instead of after it.
 * Paths from web/src; the build turns them into file names (vite.config.ts).
 */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/': 'features/home/routes/home.tsx',
  '/sessions': 'features/sessions/routes/sessions.tsx',
  [SESSION_PAGE_CHUNKS_KEY]: 'features/sessions/routes/session-detail.tsx',
  '/documentation': 'features/documentation/routes/documentation.tsx',
  '/about': 'features/about/routes/about.tsx',
};

/** The ROUTE_MODULES key of an address (null: none preloaded). */
export function routeChunksKey(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (SESSION_PAGE.test(path)) return SESSION_PAGE_CHUNKS_KEY;
  return path in ROUTE_MODULES ? path : null;
}

export { CATALOGUE_PREVIEW_ELEMENT_ID, ROUTE_CHUNKS_ELEMENT_ID };
