import type { PlatformStats } from '@common/api-types';
import { json } from '../lib/http';
import { readPlatformCounters } from '../users/listing';
import { apiHandler } from '../lib/api-handler';

/** GET /api/stats — public platform counters (home page); zeros before anything was counted. */
export const handler = apiHandler('get-platform-stats', {}, async () => {
  const counters = await readPlatformCounters();
  const stats: PlatformStats = {
    usersCount: counters.usersCount ?? 0,
    downloadsCount: counters.downloadsCount ?? 0,
  };
  return json(200, stats);
});
