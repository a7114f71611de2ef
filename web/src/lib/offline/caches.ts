/**
 * The names the service worker and the app's first chunks share: the caches, the headers the worker
 * adds, where the PDF index lives. Kept apart from contract.ts so that the app's entry (the API
 * client, sign-out) carries these few strings and nothing of the worker's logic.
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
  /** PDFs opened in the reader, whole, stamped with their owner (PRIVATE_USER_HEADER), with their index. */
  pdfs: `${CACHE_PREFIX}-pdfs`,
  /** Whose session each open page holds, as the worker saw it (PAGE_SESSIONS_PATH). */
  pageSessions: `${CACHE_PREFIX}-page-sessions`,
} as const;

/**
 * What sign-out deletes (with Workbox's expiration records of them), and what the app deletes when it
 * starts without a session or someone else signs in.
 */
export const PRIVATE_CACHES: readonly string[] = [CACHES.privateApi, CACHES.pdfs, CACHES.pageSessions];

/** The private caches whose every answer is stamped with its owner (PRIVATE_USER_HEADER). */
export const STAMPED_CACHES: readonly string[] = [CACHES.privateApi, CACHES.pdfs];

/** The user id (Cognito `sub`) a private answer or a kept PDF belongs to. */
export const PRIVATE_USER_HEADER = 'x-tremplin-user';

/** Set by the service worker on an API answer it gave from its cache because the network failed. */
export const FROM_CACHE_HEADER = 'x-tremplin-from-cache';

/** Where the PDF cache keeps its index (which document each file is, its size, its last use). */
export const PDF_INDEX_PATH = '/__tremplin/pdf-index.json';

/** Where the worker keeps its table of whose session each open page holds. */
export const PAGE_SESSIONS_PATH = '/__tremplin/page-sessions.json';
