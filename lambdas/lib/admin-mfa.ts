/**
 * Admin actions (every /api/admin/* route: the user list, role changes, the contact inbox) on a
 * deployment that requires two-factor sign-in of admins: CDK context `requireAdminMfa`, on by default
 * (`-c requireAdminMfa=false` turns it off), which the stacks carry as ADMIN_MFA_REQUIRED to exactly
 * those functions and to those that give the admin role (routes.ts `adminAction`, `grantsAdminRole`).
 *
 * The caller's account must have an authenticator app (TOTP) on, which only Cognito knows
 * (AdminGetUser; access tokens do not say), AND the session itself must have been signed in with it:
 * its auth_time no earlier than when it was turned on. Cognito keeps no such time, so the platform
 * records it on the user's record (`mfa_enabled_at`): when the app's setup ends sessions
 * (users/sessions.ts), or, if it was turned on some other way, the first time an admin action sees it
 * on — that request, from a session older than that, is refused too; seen off, the time is removed.
 * Read on every request, with no cache: admin actions are few, and an admin who turns it off loses
 * these rights on the very next request.
 */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '@common/messages';
import { recordTwoFactor } from '../users/repository';
import { requireAdmin } from './authorize';
import { cognito } from './clients';
import { env } from './env';
import { mfaRequired, unavailable } from './errors';
import type { Caller } from './http';
import { logger } from './observability';

/** Environment name, shared with CDK (infra/lib/stacks/api-stack.ts). */
export const ADMIN_MFA_VARIABLE = 'ADMIN_MFA_REQUIRED';

/** Cognito's name for an authenticator app among a user's MFA methods. */
export const AUTHENTICATOR_APP = 'SOFTWARE_TOKEN_MFA';

/**
 * Whether admin actions need two-factor sign-in here. Fails closed: only an explicit 'false' (the
 * context set to false, or `npm start`'s default) lifts the requirement.
 */
export function adminMfaRequired(environment: NodeJS.ProcessEnv = process.env): boolean {
  return environment[ADMIN_MFA_VARIABLE] !== 'false';
}

/** The MFA methods a user has on (Cognito's UserMFASettingList). */
export type MfaMethodsLookup = (userId: string) => Promise<readonly string[]>;

/** With e-mail sign-in the Cognito username is the user's `sub`, which is our user id. */
export const cognitoMfaMethods: MfaMethodsLookup = async (userId) => {
  const { UserMFASettingList } = await cognito().send(
    new AdminGetUserCommand({ UserPoolId: env.userPoolId(), Username: userId }),
  );
  return UserMFASettingList ?? [];
};

/** Whether the user has an authenticator app on, as Cognito says; 503 when Cognito cannot say. */
export async function hasAuthenticatorApp(userId: string, lookup: MfaMethodsLookup = cognitoMfaMethods) {
  const methods = await lookup(userId).catch((error: unknown) => {
    logger.error('Cognito user lookup failed', { error: error as Error });
    throw unavailable(MESSAGES.authServiceUnavailable);
  });
  return methods.includes(AUTHENTICATOR_APP);
}

/** Records what Cognito said of the caller's two-factor sign-in; returns the time kept (repository.ts). */
export type TwoFactorRecorder = (userId: string, on: boolean, now: number) => Promise<number | null>;

const recordFirstSeen: TwoFactorRecorder = (userId, on, now) =>
  recordTwoFactor(userId, on, now, { keepEarlier: true });

/**
 * An admin action's check: admins only (403 'Accès Refusé'), then, where required, an authenticator
 * app on the caller's account (403 `mfa_required`, whose message points to Paramètres → Sécurité)
 * and a session signed in with it (403 `mfa_required`, whose message asks to sign in again).
 */
export async function requireAdminAction(
  caller: Caller,
  {
    required = adminMfaRequired(),
    lookup = cognitoMfaMethods,
    record = recordFirstSeen,
    // The next whole second: the session of this very request is older, whatever its fraction.
    now = () => Math.floor(Date.now() / 1000) + 1,
  }: {
    required?: boolean;
    lookup?: MfaMethodsLookup;
    record?: TwoFactorRecorder;
    now?: () => number;
  } = {},
): Promise<void> {
  requireAdmin(caller);
  if (!required) return;
  const on = await hasAuthenticatorApp(caller.id, lookup);
  // The record follows Cognito: a time once on (the first seen, if the setup did not record it), none once off.
  let enabledAt = caller.mfaEnabledAt;
  if (on ? enabledAt === null : enabledAt !== null) {
    enabledAt = await record(caller.id, on, now()).catch((error: unknown) => {
      logger.error('Two-factor record not updated', { error: error as Error });
      throw unavailable(MESSAGES.authServiceUnavailable);
    });
  }
  if (!on) throw mfaRequired(TWO_FACTOR_MESSAGES.adminRequired);
  if (enabledAt === null || caller.authTime < enabledAt) {
    throw mfaRequired(TWO_FACTOR_MESSAGES.adminSignInWithCode);
  }
}
