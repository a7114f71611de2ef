import { isApiError } from '../../../lib/api-client';

/** The server's own message when it sent one (e.g. the last-admin 409), else the fallback. */
export function serverTextOr(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && !error.code.startsWith('http_')) return error.message;
  return fallback;
}

/** A 403 from an admin route: the caller is not (or no longer) an administrator. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}
