/**
 * Admin actions (every /api/admin/* route: the user list, role changes, the contact inbox) on a
 * deployment that requires two-factor sign-in of admins: CDK context `requireAdminMfa`, on by default
 * (`-c requireAdminMfa=false` turns it off), which the stacks carry to exactly those functions as
 * ADMIN_MFA_REQUIRED. The caller's account must then have an authenticator app (TOTP) on, which only
 * Cognito knows (AdminGetUser; access tokens do not say). Read on every request, with no cache: admin
 * actions are few, each function runs in its own containers (a cache would seldom be hit), and an
 * admin who turns it off loses these rights on the very next request.
 */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '../../common/messages';
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

/**
 * An admin action's check: admins only (403 'Accès Refusé'), then, where required, an authenticator
 * app on the caller's account (403 `mfa_required`, whose message points to Paramètres → Sécurité).
 */
export async function requireAdminAction(
  caller: Caller,
  {
    required = adminMfaRequired(),
    lookup = cognitoMfaMethods,
  }: { required?: boolean; lookup?: MfaMethodsLookup } = {},
): Promise<void> {
  requireAdmin(caller);
  if (!required) return;
  const methods = await lookup(caller.id).catch((error: unknown) => {
    logger.error('Cognito user lookup failed', { error: error as Error });
    throw unavailable(MESSAGES.authServiceUnavailable);
  });
  if (!methods.includes(AUTHENTICATOR_APP)) throw mfaRequired(TWO_FACTOR_MESSAGES.adminRequired);
}
