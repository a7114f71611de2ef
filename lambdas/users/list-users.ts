import middy from '@middy/core';
import { listUsersQuerySchema } from '../../common/schemas/admin';
import { requireAdminAction } from '../lib/admin-mfa';
import { json, parseQuery, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { listUsers } from './listing';

/** GET /api/admin/users?page=N&search=… — an admin action (lib/admin-mfa.ts); 50 per page, newest first, with total and pages. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    await requireAdminAction(signedInCaller(context));
    const { page, search } = parseQuery(event, listUsersQuerySchema);
    return json(200, await listUsers({ page, search }));
  });
