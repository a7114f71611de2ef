import middy from '@middy/core';
import type { PlatformStats } from '../../common/api-types';
import { json, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors } from '../lib/middleware';
import { readPlatformCounters } from '../users/listing';

/** GET /api/stats — public platform counters (home page); zeros before anything was counted. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .handler(async () => {
    const counters = await readPlatformCounters();
    const stats: PlatformStats = {
      usersCount: counters.usersCount ?? 0,
      downloadsCount: counters.downloadsCount ?? 0,
    };
    return json(200, stats);
  });
