import { queryOptions } from '@tanstack/react-query';
import type { PlatformStats } from '@common/api-types';
import { publishedSessionsQuery } from '@/api/published-sessions';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/**
 * The landing page features a dozen sessions at a time (fills 1, 2 or 3 columns evenly and
 * stays light on slow networks); 'Charger plus' brings the next dozen.
 */
export const HOME_PAGE_SIZE = 12;

/** GET /api/stats — the landing counters (public: no token, so it never waits for auth). */
export function getPlatformStats(signal?: AbortSignal): Promise<PlatformStats> {
  return api<PlatformStats>('/stats', { signal });
}

/** The landing counters' figures; they count downloads, so a download reads them again. */
export function platformStatsQuery() {
  return queryOptions({
    queryKey: [...queryKeys.catalogue, 'stats'],
    queryFn: ({ signal }) => getPlatformStats(signal),
    meta: { countsDownloads: true },
  });
}

/**
 * The featured sessions, filtered on the server by text and ALL tags: newest first for visitors
 * (SPEC §7), in the programme's order for signed-in people (issue 28: "Identification du problème"
 * first, not hidden behind 'Charger plus').
 */
export function homeCatalogueQuery(search: string, tags: readonly string[], signedIn: boolean) {
  return publishedSessionsQuery({
    search,
    tags,
    sort: signedIn ? 'programme' : 'newest',
    limit: HOME_PAGE_SIZE,
  });
}
