import { TWO_FACTOR_MESSAGES } from '@common/messages';
import { adminMfaRequired, hasAuthenticatorApp } from '../lib/admin-mfa';
import { apiHandler } from '../lib/api-handler';
import { mfaRequired } from '../lib/errors';
import { json } from '../lib/http';
import { assertMayBootstrap } from './bootstrap-rule';
import { bootstrapFirstAdmin } from './roles';

/**
 * POST /api/bootstrap-admin — the signed-in caller becomes the first admin, only when none exists
 * (409 otherwise), and on AWS only with the verified e-mail named at deploy time (403 otherwise,
 * with the reason). Where admins need two-factor sign-in, the caller must have it on first (403
 * `mfa_required`). No body is read: there is nothing to choose.
 */
export const handler = apiHandler('bootstrap-admin', {}, async ({ caller }) => {
  await assertMayBootstrap(caller.id);
  if (adminMfaRequired() && !(await hasAuthenticatorApp(caller.id))) {
    throw mfaRequired(TWO_FACTOR_MESSAGES.bootstrapNeedsTwoFactor);
  }
  return json(200, await bootstrapFirstAdmin(caller.id));
});
