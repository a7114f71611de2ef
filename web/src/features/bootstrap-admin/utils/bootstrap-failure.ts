import { MESSAGES, TWO_FACTOR_MESSAGES } from '@common/messages';
import { isApiFailure, isExplained } from '@/lib/api-failure';

/**
 * What a failed first-admin bootstrap says (SPEC §7, §8): no session → 'No session found.
 * Please login again.'; a refusal the server explained (e.g. 409 an admin already exists) → its
 * message; anything else (network, unreadable answer) → 'Failed to bootstrap admin'.
 */
export function bootstrapFailureMessage(error: unknown): string {
  if (!isApiFailure(error)) return MESSAGES.bootstrapAdminFailed;
  if (error.status === 401) return MESSAGES.noSessionFound;
  return error.status >= 400 && isExplained(error) ? error.message : MESSAGES.bootstrapAdminFailed;
}

/** On AWS: the caller holds the named address but has not verified it yet (the page then offers the code). */
export function needsEmailVerification(error: unknown): boolean {
  return (
    isApiFailure(error) && error.status === 403 && error.message === MESSAGES.bootstrapAdminEmailUnverified
  );
}

/** Where admins need two-factor sign-in: the caller has not turned it on yet (the page links to Sécurité). */
export function needsTwoFactor(error: unknown): boolean {
  return (
    isApiFailure(error) &&
    error.status === 403 &&
    error.message === TWO_FACTOR_MESSAGES.bootstrapNeedsTwoFactor
  );
}
