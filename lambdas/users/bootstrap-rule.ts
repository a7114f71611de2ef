/** The first-admin check against Cognito (the setting itself: first-admin-setting.ts). */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { MESSAGES } from '@common/messages';
import { cognito } from '../lib/clients';
import { env } from '../lib/env';
import { forbidden, unavailable } from '../lib/errors';
import { bootstrapRule, normalizeEmail, type BootstrapRule } from './first-admin-setting';
import { logger } from '../lib/observability';

/** What Cognito holds about the caller's e-mail (the access token carries neither). */
export interface EmailStatus {
  email: string;
  verified: boolean;
}

export type EmailLookup = (userId: string) => Promise<EmailStatus>;

/** With e-mail sign-in the Cognito username is the user's `sub`, which is our user id. */
export const cognitoEmail: EmailLookup = async (userId) => {
  const { UserAttributes } = await cognito().send(
    new AdminGetUserCommand({ UserPoolId: env.userPoolId(), Username: userId }),
  );
  const attribute = (name: string) => UserAttributes?.find((a) => a.Name === name)?.Value ?? '';
  return { email: attribute('email'), verified: attribute('email_verified') === 'true' };
};

/** Throws the 403 that explains why this caller may not bootstrap; returns when they may try. */
export async function assertMayBootstrap(
  userId: string,
  rule: BootstrapRule = bootstrapRule(),
  lookup: EmailLookup = cognitoEmail,
): Promise<void> {
  if (rule.kind === 'first-signed-in') return;
  if (rule.kind === 'none-named') throw forbidden(MESSAGES.bootstrapAdminNotNamed);
  const status = await lookup(userId).catch((error: unknown) => {
    logger.error('Cognito user lookup failed', { error: error as Error });
    throw unavailable(MESSAGES.authServiceUnavailable);
  });
  if (normalizeEmail(status.email) !== rule.email) throw forbidden(MESSAGES.bootstrapAdminOtherEmail);
  if (!status.verified) throw forbidden(MESSAGES.bootstrapAdminEmailUnverified);
}
