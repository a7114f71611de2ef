import type { DashboardStats, DocumentItem, Page, Session } from '../../../../../common/api-types';
import { LIMITS } from '../../../../../common/limits';
import { api } from '../../../lib/api-client';

/** GET /api/dashboard/stats — the caller's six figures and their 30-day changes. */
export function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return api<DashboardStats>('/dashboard/stats', { auth: 'required', signal });
}

/** The five most recently updated sessions the caller manages (own ones; all for editors). */
export async function getRecentSessions(signal?: AbortSignal): Promise<Session[]> {
  const page = await api<Page<Session>>('/dashboard/sessions', {
    auth: 'required',
    query: { sort: 'updated', limit: LIMITS.dashboardRecentItems },
    signal,
  });
  return page.items.slice(0, LIMITS.dashboardRecentItems);
}

/** The five newest documents the caller manages (of own sessions; all for editors). */
export async function getRecentDocuments(signal?: AbortSignal): Promise<DocumentItem[]> {
  const page = await api<Page<DocumentItem>>('/dashboard/documents', {
    auth: 'required',
    query: { sort: 'newest', limit: LIMITS.dashboardRecentItems },
    signal,
  });
  return page.items.slice(0, LIMITS.dashboardRecentItems);
}
