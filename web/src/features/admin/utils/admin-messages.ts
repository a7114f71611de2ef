import { isApiError } from '@/lib/api-client';

/** The server's own message when it sent one (e.g. the last-admin 409), else the fallback. */
export function serverTextOr(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && !error.code.startsWith('http_')) return error.message;
  return fallback;
}

/**
 * A 403 from an admin route: the caller is not (or no longer) an administrator, or the deployment
 * requires two-factor sign-in, which the caller has not turned on (twoFactorRequiredMessage).
 */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** The API's sentence when an admin action needs two-factor sign-in first (403 `mfa_required`), else null. */
export function twoFactorRequiredMessage(error: unknown): string | null {
  return isApiError(error) && error.status === 403 && error.code === 'mfa_required' ? error.message : null;
}
