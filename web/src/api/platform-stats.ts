import { queryOptions } from '@tanstack/react-query';
import type { PlatformStats } from '@common/api-types';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/stats — the platform's figures (public: no token, so it never waits for auth). */
export function getPlatformStats(signal?: AbortSignal): Promise<PlatformStats> {
  return api<PlatformStats>('/stats', { signal });
}

/**
 * The platform's figures: the home page's counters and the about page's live line. They count
 * downloads, so a download reads them again.
 */
export function platformStatsQuery() {
  return queryOptions({
    queryKey: [...queryKeys.catalogue, 'stats'],
    queryFn: ({ signal }) => getPlatformStats(signal),
    meta: { countsDownloads: true },
  });
}
