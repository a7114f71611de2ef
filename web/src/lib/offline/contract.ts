/**
 * What the service worker (web/src/service-worker/sw.ts) and the app agree on beyond the cache names
 * (caches.ts): which reads are public, the key a PDF is kept under, whose a private answer is, the
 * messages they exchange, the limits of the runtime caches. Pure: no DOM, no service-worker globals,
 * so both sides (and the unit tests) import it.
 */

/** Entries kept per runtime cache, least recently used out first (JSON answers are small). */
export const MAX_API_ENTRIES = 200;
export const MAX_ASSET_ENTRIES = 120;
export const MAX_COVER_ENTRIES = 60;

/** How long a navigation waits for the network before the cached app shell answers. */
export const NAVIGATION_TIMEOUT_MS = 4000;

/**
 * The API's public GET routes (lambdas/routes.ts, access 'public' or 'optional'): their answer is the
 * same for everyone, token or not, so it goes to the public cache. A unit test holds this list equal
 * to the route table.
 */
export const PUBLIC_API_PATHS: readonly string[] = [
  '/api/sessions',
  '/api/sessions/tags',
  '/api/sessions/{sessionId}',
  '/api/sessions/{sessionId}/neighbours',
  '/api/sessions/{sessionId}/documents',
  '/api/documents',
  '/api/stats',
];

const PUBLIC_API_PATTERNS = PUBLIC_API_PATHS.map(
  (path) => new RegExp(`^${path.replace(/\{[^}]+\}/g, () => '[^/]+')}$`),
);

export function isPublicApiPath(pathname: string): boolean {
  return PUBLIC_API_PATTERNS.some((pattern) => pattern.test(pathname));
}

/** A presigned S3 link's signature parameters (SigV4 query authentication), not part of what it names. */
function isSignatureParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('x-amz-') || lower === 'x-id';
}

/** True for a presigned S3 GET link (the PDF reader's ranges go to one). */
export function isPresignedUrl(url: URL): boolean {
  return [...url.searchParams.keys()].some((name) => name.toLowerCase() === 'x-amz-signature');
}

/**
 * The key a PDF is kept under: its link without the signature, which changes with every link the API
 * hands out (date, expiry, credentials, signature), so each new link to the same file finds the copy.
 * What remains (bucket, object key, response-content-* overrides) names the file; object keys are
 * drawn anew for every upload, so a kept copy is never an older version of the file.
 */
export function pdfCacheKey(link: string): string {
  const url = new URL(link);
  const kept = [...url.searchParams.entries()]
    .filter(([name]) => !isSignatureParameter(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/** The user id a bearer token names (its `sub`), read without checking it: only the API checks tokens. */
export function tokenSubject(authorization: string | null): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const text = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const json = JSON.parse(text) as { sub?: unknown };
    return typeof json.sub === 'string' && json.sub ? json.sub : null;
  } catch {
    return null;
  }
}

/** Messages the app sends the service worker (answered on the message's port). */
export type ToServiceWorker =
  /**
   * Keep this PDF for `owner`, the user whose session the page holds (the reader has drawn its first
   * page): fetched whole once, then read from the copy, by that user's pages only.
   */
  | { type: 'keep-pdf'; url: string; documentId: string; owner: string }
  /**
   * A session ended, the app started without one, or someone else signed in: stop keeping, delete
   * every private cache, forget whose session each page held, then answer.
   */
  | { type: 'clear-private' };

/** What the service worker tells the pages it controls. */
export type FromServiceWorker = { type: 'offline-changed' };

export const OFFLINE_CHANGED: FromServiceWorker = { type: 'offline-changed' };
