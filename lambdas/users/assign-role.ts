import middy from '@middy/core';
import { TWO_FACTOR_MESSAGES } from '../../common/messages';
import { roleAssignmentSchema, userIdParamsSchema } from '../../common/schemas/admin';
import { adminMfaRequired, hasAuthenticatorApp, requireAdminAction } from '../lib/admin-mfa';
import { conflict } from '../lib/errors';
import { json, parseBody, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { assignRole } from './roles';

/**
 * PUT /api/admin/users/{userId}/role — an admin action (lib/admin-mfa.ts); returns the updated user.
 * Where admins need two-factor sign-in, only an account that has it on may become one (409 otherwise).
 */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    await requireAdminAction(signedInCaller(context));
    const { userId } = parsePath(event, userIdParamsSchema);
    const { role } = parseBody(event, roleAssignmentSchema);
    if (role === 'admin' && adminMfaRequired() && !(await hasAuthenticatorApp(userId))) {
      throw conflict(TWO_FACTOR_MESSAGES.adminRoleNeedsTwoFactor);
    }
    return json(200, await assignRole(userId, role));
  });
