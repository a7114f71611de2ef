import middy from '@middy/core';
import { json, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { dashboardStats } from './dashboard';

/** GET /api/dashboard/stats — the six dashboard figures of the caller, with their 30-day changes. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (_event, context) => json(200, await dashboardStats(signedInCaller(context).id)));
