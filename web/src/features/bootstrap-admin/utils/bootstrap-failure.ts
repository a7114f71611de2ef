import { MESSAGES } from '../../../../../common/messages';

interface ErrorLike {
  status: number;
  code: string;
  message: string;
}

function isErrorLike(error: unknown): error is ErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code, message } = error as Partial<Record<keyof ErrorLike, unknown>>;
  return typeof status === 'number' && typeof code === 'string' && typeof message === 'string';
}

/**
 * What a failed first-admin bootstrap says (SPEC §7, §8): no session → 'No session found.
 * Please login again.'; a refusal the server explained (e.g. 409 an admin already exists) → its
 * message; anything else (network, unreadable answer) → 'Failed to bootstrap admin'.
 */
export function bootstrapFailureMessage(error: unknown): string {
  if (!isErrorLike(error)) return MESSAGES.bootstrapAdminFailed;
  if (error.status === 401) return MESSAGES.noSessionFound;
  // `http_…` codes mean the answer carried no explanation of its own (see lib/api-client).
  const explained = error.status >= 400 && !error.code.startsWith('http_') && error.message.trim() !== '';
  return explained ? error.message : MESSAGES.bootstrapAdminFailed;
}

/** On AWS: the caller holds the named address but has not verified it yet (the page then offers the code). */
export function needsEmailVerification(error: unknown): boolean {
  return (
    isErrorLike(error) && error.status === 403 && error.message === MESSAGES.bootstrapAdminEmailUnverified
  );
}
