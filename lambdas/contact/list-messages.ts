import middy from '@middy/core';
import { contactListQuerySchema } from '../../common/schemas/contact';
import { requireAdminAction } from '../lib/admin-mfa';
import { json, parseQuery, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { listContactMessages } from './repository';

/** GET /api/admin/contact-messages?limit=&cursor= — an admin action (lib/admin-mfa.ts), newest first. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    await requireAdminAction(signedInCaller(context));
    const query = parseQuery(event, contactListQuerySchema);
    return json(200, await listContactMessages(query));
  });
