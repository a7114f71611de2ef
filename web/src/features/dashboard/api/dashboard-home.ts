import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats } from '@common/api-types';
import { LIMITS } from '@common/limits';
import {
  dashboardDocumentsQueryOptions,
  dashboardKeys,
  dashboardSessionsQueryOptions,
} from '@/api/dashboard';
import { api } from '@/lib/api-client';

/** GET /api/dashboard/stats — the caller's six figures and their 30-day changes. */
export function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return api<DashboardStats>('/dashboard/stats', { auth: 'required', signal });
}

/** The figures count downloads (the caller's and the platform's): a download fetches them again. */
export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.stats,
    queryFn: ({ signal }) => getDashboardStats(signal),
    meta: { countsDownloads: true },
  });
}

/** The five most recently updated sessions the caller manages (own ones; all for editors): a first page. */
export function recentSessionsQueryOptions() {
  return dashboardSessionsQueryOptions({
    status: null,
    search: '',
    sort: 'updated',
    limit: LIMITS.dashboardRecentItems,
  });
}

/** The five newest documents the caller manages (of own sessions; all for editors): a first page. */
export function recentDocumentsQueryOptions() {
  return dashboardDocumentsQueryOptions({
    search: '',
    category: null,
    sort: 'newest',
    limit: LIMITS.dashboardRecentItems,
  });
}
