import { queryOptions } from '@tanstack/react-query';
import type { MentoredCohortsList } from '@common/api-types';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/me/mentoring — the cohorts where the signed-in person is "Mentor", with their startups:
 * the dashboard shows "Mentorat" to those who have one, and the page lists them. Read again after
 * five minutes at most (a manager may make someone "Mentor" meanwhile).
 */
export function mentoringQuery() {
  return queryOptions({
    queryKey: queryKeys.mentoring,
    queryFn: ({ signal }) => api<MentoredCohortsList>('/me/mentoring', { auth: 'required', signal }),
    staleTime: 5 * 60_000,
  });
}
