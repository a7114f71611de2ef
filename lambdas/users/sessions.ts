/**
 * Ending every session of an account, on AWS as locally: Cognito's AdminUserGlobalSignOut revokes its
 * refresh tokens (and its access tokens for Cognito's own calls), and the user's record gets a floor,
 * `tokens_valid_after`, that the API compares with each access token's auth_time on every request
 * (lib/middleware.ts): API Gateway's JWT authorizer still accepts an access token until it expires,
 * and a refresh keeps auth_time, so that floor is what ends them at the API, whatever Cognito managed.
 *
 * Used after a password change and after two-factor sign-in is turned on (POST /api/me/end-sessions,
 * then the person's own page signs in again), and after a password reset (the PostConfirmation
 * trigger, triggerSource PostConfirmation_ConfirmForgotPassword).
 */
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { MESSAGES } from '@common/messages';
import { hasAuthenticatorApp } from '../lib/admin-mfa';
import { cognito } from '../lib/clients';
import { notFound, unavailable } from '../lib/errors';
import { logger } from '../lib/observability';
import { isConditionFailure } from '../lib/retry';
import { endSessionsBefore, recordTwoFactor } from './repository';

/**
 * The floor for sessions ending now. Tokens tell their sign-in time to the second (auth_time): the
 * floor is the next whole second, so a session signed in during this one ends too, and the caller
 * waits until that second has begun (under a second) before answering, so that the page's own new
 * sign-in, made after the answer, is on the right side of it.
 */
export async function nextSecondFloor(nowMs = Date.now()): Promise<number> {
  const floor = Math.floor(nowMs / 1000) + 1;
  await new Promise((resolve) => setTimeout(resolve, floor * 1000 - nowMs));
  return floor;
}

/** Cognito's global sign-out of one user (the username is the user's `sub`, our id). */
export async function signOutEverywhere(userPoolId: string, userId: string): Promise<void> {
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: userId }));
}

/**
 * POST /api/me/end-sessions: every session of the caller ends now, theirs included (their page signs
 * in again at once). Two-factor sign-in is recorded as Cognito reports it: if it is on, it counts as
 * turned on now (no session from before is left to have used it), else the time is removed.
 */
export async function endAllSessions(userId: string, userPoolId: string): Promise<void> {
  const on = await hasAuthenticatorApp(userId);
  const now = await nextSecondFloor();
  await recordTwoFactor(userId, on, now, { keepEarlier: false }).catch((error: unknown) => {
    throw isConditionFailure(error) ? notFound(MESSAGES.userNotFound) : error;
  });
  if (!(await endSessionsBefore(userId, now))) throw notFound(MESSAGES.userNotFound);
  await signOutEverywhere(userPoolId, userId).catch((error: unknown) => {
    // The API already refuses the old sessions; their refresh tokens still work until a retry succeeds.
    logger.error('Cognito global sign-out failed', { error: error as Error });
    throw unavailable(MESSAGES.authServiceUnavailable);
  });
}
