import middy from '@middy/core';
import { roleAssignmentSchema, userIdParamsSchema } from '../../common/schemas/admin';
import { requireAdmin } from '../lib/authorize';
import { json, parseBody, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { assignRole } from './roles';

/** PUT /api/admin/users/{userId}/role — admins only; returns the updated user. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    requireAdmin(signedInCaller(context));
    const { userId } = parsePath(event, userIdParamsSchema);
    const { role } = parseBody(event, roleAssignmentSchema);
    return json(200, await assignRole(userId, role));
  });
