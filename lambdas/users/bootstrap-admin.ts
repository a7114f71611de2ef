import middy from '@middy/core';
import { json, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { assertMayBootstrap } from './bootstrap-rule';
import { bootstrapFirstAdmin } from './roles';

/**
 * POST /api/bootstrap-admin — the signed-in caller becomes the first admin, only when none exists
 * (409 otherwise), and on AWS only with the verified e-mail named at deploy time (403 otherwise,
 * with the reason). No body is read: there is nothing to choose.
 */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (_event, context) => {
    const caller = signedInCaller(context);
    await assertMayBootstrap(caller.id);
    return json(200, await bootstrapFirstAdmin(caller.id));
  });
