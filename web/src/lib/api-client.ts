import type { ApiErrorBody } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { takeEarlyResponse } from './early-requests';
import { FROM_CACHE_HEADER } from './offline/caches';
import { noteNetwork } from './offline/connectivity';

/** An API failure, parsed from `{ error: { code, message, fields? } }` when the server sent one. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the request never got an answer (offline, DNS, aborted…). */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Supplies the signed-in user's Cognito access token (null when signed out). */
export type AccessTokenSource = (options?: { forceRefresh?: boolean }) => Promise<string | null>;

let tokenSource: AccessTokenSource | null = null;
let tokenSourceReady: (() => void) | null = null;
const tokenSourceSet = new Promise<void>((resolve) => {
  tokenSourceReady = resolve;
});

/**
 * Called by the auth layer once it knows whether someone is signed in. Until then,
 * requests that need (or may use) a token wait; public ones go out at once.
 */
export function setAccessTokenSource(source: AccessTokenSource): void {
  tokenSource = source;
  tokenSourceReady?.();
  tokenSourceReady = null;
}

/**
 * - `none`: never sends a token (public catalogue reads: they must not wait for auth);
 * - `optional`: sends the token when someone is signed in;
 * - `required`: fails with 401 locally when nobody is signed in.
 */
export type AuthMode = 'none' | 'optional' | 'required';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  auth?: AuthMode;
  signal?: AbortSignal;
  /** How the answer is read: JSON (the default), or as a file's bytes (an export to save). */
  as?: 'json' | 'blob';
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body…): fall through to a generic error.
  }
  if (isErrorBody(body)) {
    return new ApiError(response.status, body.error.code, body.error.message, body.error.fields);
  }
  // A gateway's or proxy's own answer ('Unauthorized', 'Request Entity Too Large', an HTML page):
  // never shown as it is.
  return new ApiError(response.status, `http_${response.status}`, MESSAGES.unexpectedAnswer);
}

async function currentToken(mode: AuthMode, forceRefresh: boolean): Promise<string | null> {
  if (mode === 'none') return null;
  await tokenSourceSet;
  if (!tokenSource) return null;
  try {
    return await tokenSource({ forceRefresh });
  } catch {
    return null;
  }
}

/** The same-origin address `api(path, { query })` requests: '/api{path}?{query}'. */
export function apiPath(path: string, query?: ApiRequestOptions['query']): string {
  const url = new URL(`/api${path.startsWith('/') ? path : `/${path}`}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return `${url.pathname}${url.search}`;
}

/** What fetch rejects with on abort: the signal's reason, an AbortError when it is not an Error. */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('This operation was aborted', 'AbortError');
}

/** An early read honours the caller's abort like its own fetch would. */
function abortable(response: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function send(url: string, options: ApiRequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: options.as === 'blob' ? '*/*' : 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const early = !token && (options.method ?? 'GET') === 'GET' ? takeEarlyResponse(url) : null;
  try {
    const response = early
      ? await abortable(early, options.signal)
      : await fetch(url, {
          method: options.method ?? 'GET',
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: options.signal,
          credentials: 'same-origin',
        });
    // Answered by the server, or by the service worker's cache for want of a network.
    noteNetwork(!response.headers.has(FROM_CACHE_HEADER));
    return response;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    noteNetwork(false);
    throw new ApiError(0, 'network_error', MESSAGES.networkError);
  }
}

/**
 * Calls the Tremplin API (same origin, under /api). Resolves with the parsed JSON body,
 * or `undefined` for 204; rejects with an ApiError. A 401 on a request that carried a
 * token is retried once with a freshly refreshed token.
 */
export async function api<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const mode = options.auth ?? 'none';
  const url = apiPath(path, options.query);
  let token = await currentToken(mode, false);
  if (mode === 'required' && !token) throw new ApiError(401, 'unauthenticated', MESSAGES.mustBeLoggedIn);
  let response = await send(url, options, token);
  if (response.status === 401 && token) {
    token = await currentToken(mode, true);
    if (token) response = await send(url, options, token);
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  return (options.as === 'blob' ? await response.blob() : await response.json()) as T;
}
