import { roleAssignmentSchema, userIdParamsSchema } from '../../common/schemas/admin';
import { json } from '../lib/http';
import { assignRole } from './roles';
import { apiHandler } from '../lib/api-handler';

/** PUT /api/admin/users/{userId}/role — an admin action (lib/admin-mfa.ts); returns the updated user. */
export const handler = apiHandler(
  'assign-user-role',
  { path: userIdParamsSchema, body: roleAssignmentSchema },
  async ({ caller, inputs }) => {
    const { userId } = inputs.path;
    const { role } = inputs.body;
    return json(200, await assignRole(userId, role, caller.id));
  },
);
