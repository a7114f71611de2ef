import middy from '@middy/core';
import { roleAssignmentSchema, userIdParamsSchema } from '../../common/schemas/admin';
import { requireAdminAction } from '../lib/admin-mfa';
import { json, parseBody, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { assignRole } from './roles';

/** PUT /api/admin/users/{userId}/role — an admin action (lib/admin-mfa.ts); returns the updated user. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    await requireAdminAction(signedInCaller(context));
    const { userId } = parsePath(event, userIdParamsSchema);
    const { role } = parseBody(event, roleAssignmentSchema);
    return json(200, await assignRole(userId, role));
  });
