/**
 * What the service worker (web/src/service-worker/sw.ts) and the app agree on: the caches and what
 * each holds, the messages they exchange, and the limits of what is kept for offline reading.
 * Pure: no DOM, no service-worker globals, so both sides (and the unit tests) import it.
 */

/**
 * The runtime caches (the precache of the app shell is Workbox's own, named with the same prefix).
 * Public ones hold what any visitor may read; private ones what a signed-in person read with their
 * token, and are deleted when they sign out.
 */
export const CACHE_PREFIX = 'tremplin';
export const CACHES = {
  /** Hashed chunks the app loaded beyond the precache (dashboard pages, aws-amplify, the PDF reader). */
  assets: `${CACHE_PREFIX}-assets`,
  /** Session covers (/media/images/…): their keys change with each upload, so a copy never goes stale. */
  covers: `${CACHE_PREFIX}-covers`,
  /** Public API reads (the catalogue, a session, its documents, tags, figures) and /config.json. */
  publicApi: `${CACHE_PREFIX}-public-api`,
  /** Every other API read made with a token, stamped with its user (PRIVATE_USER_HEADER). */
  privateApi: `${CACHE_PREFIX}-private-api`,
  /** PDFs opened in the reader, whole, with their index (PDF_INDEX_PATH). */
  pdfs: `${CACHE_PREFIX}-pdfs`,
} as const;

/** What sign-out deletes (with Workbox's expiration records of them). */
export const PRIVATE_CACHES: readonly string[] = [CACHES.privateApi, CACHES.pdfs];

/** Entries kept per runtime cache, least recently used out first (JSON answers are small). */
export const MAX_API_ENTRIES = 200;
export const MAX_ASSET_ENTRIES = 120;
export const MAX_COVER_ENTRIES = 60;

/**
 * PDFs kept for offline reading: 100 MB in all (every PDF of the 14 sessions' programme fits), the
 * least recently opened out first; a file over 25 MB is not kept (it would push out a quarter of the
 * others at once), nor one the storage refuses.
 */
export const PDF_CACHE_MAX_BYTES = 100 * 1024 * 1024;
export const PDF_MAX_FILE_BYTES = 25 * 1024 * 1024;

/** The user id (Cognito `sub`) of the token a private answer was read with. */
export const PRIVATE_USER_HEADER = 'x-tremplin-user';

/** Set by the service worker on an API answer it gave from its cache because the network failed. */
export const FROM_CACHE_HEADER = 'x-tremplin-from-cache';

/** Where the PDF cache keeps its index (which document each file is, its size, its last use). */
export const PDF_INDEX_PATH = '/__tremplin/pdf-index.json';

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

/** /api/sessions/{id} → the id (a session the offline catalogue can mark as readable). */
export function sessionIdOfApiPath(pathname: string): string | null {
  const match = /^\/api\/sessions\/([^/]+)$/.exec(pathname);
  return match?.[1] && match[1] !== 'tags' ? decodeURIComponent(match[1]) : null;
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
  /** Keep this PDF (the reader has drawn its first page): fetched whole once, then read from the copy. */
  | { type: 'keep-pdf'; url: string; documentId: string }
  /** Someone signed out: stop keeping, delete every private cache, then answer. */
  | { type: 'clear-private' };

/** What the service worker tells the pages it controls. */
export type FromServiceWorker = { type: 'offline-changed' };

export const OFFLINE_CHANGED: FromServiceWorker = { type: 'offline-changed' };
