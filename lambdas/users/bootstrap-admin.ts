import middy from '@middy/core';
import { json, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { bootstrapFirstAdmin } from './roles';

/**
 * POST /api/bootstrap-admin — the signed-in caller becomes the first admin, only when none exists
 * (409 otherwise). No body is read: there is nothing to choose.
 */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (_event, context) => {
    return json(200, await bootstrapFirstAdmin(signedInCaller(context).id));
  });
