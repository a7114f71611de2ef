import type { PlatformStats } from '@common/api-types';
import { json } from '../lib/http';
import { readPlatformCounters } from '../users/listing';
import { apiHandler } from '../lib/api-handler';
import { COHORT_COUNT_FIELDS } from './cohort-counts';

/**
 * GET /api/stats — public platform counters (home and about pages), one GetItem; zeros before
 * anything was counted. The cohort figures: lambdas/stats/cohort-counts.ts.
 */
export const handler = apiHandler('get-platform-stats', {}, async () => {
  const counters = await readPlatformCounters();
  const stats: PlatformStats = {
    usersCount: counters.usersCount ?? 0,
    downloadsCount: counters.downloadsCount ?? 0,
    cohortsCount: counters[COHORT_COUNT_FIELDS.cohorts] ?? 0,
    participantsCount: counters[COHORT_COUNT_FIELDS.participants] ?? 0,
    certificatesCount: counters[COHORT_COUNT_FIELDS.certificates] ?? 0,
  };
  return json(200, stats);
});
