import { TWO_FACTOR_MESSAGES } from '@common/messages';
import { roleAssignmentSchema, userIdParamsSchema } from '@common/schemas/admin';
import { adminMfaRequired, hasAuthenticatorApp } from '../lib/admin-mfa';
import { apiHandler } from '../lib/api-handler';
import { conflict } from '../lib/errors';
import { json } from '../lib/http';
import { assignRole } from './roles';

/**
 * PUT /api/admin/users/{userId}/role — an admin action (lib/admin-mfa.ts); returns the updated user.
 * Where admins need two-factor sign-in, only an account that has it on may become one (409 otherwise).
 */
export const handler = apiHandler(
  'assign-user-role',
  { path: userIdParamsSchema, body: roleAssignmentSchema },
  async ({ caller, inputs }) => {
    const { userId } = inputs.path;
    const { role } = inputs.body;
    if (role === 'admin' && adminMfaRequired() && !(await hasAuthenticatorApp(userId))) {
      throw conflict(TWO_FACTOR_MESSAGES.adminRoleNeedsTwoFactor);
    }
    return json(200, await assignRole(userId, role, caller.id));
  },
);
