import { queryOptions } from '@tanstack/react-query';
import type { SessionNeighbours } from '@common/api-types';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/sessions/{id}/neighbours — previous and next published sessions by creation date. */
export function getSessionNeighbours(sessionId: string, signal?: AbortSignal): Promise<SessionNeighbours> {
  return api<SessionNeighbours>(`/sessions/${encodeURIComponent(sessionId)}/neighbours`, { signal });
}

export function sessionNeighboursQuery(sessionId: string) {
  return queryOptions({
    queryKey: [...queryKeys.catalogue, 'session', sessionId, 'neighbours'],
    queryFn: ({ signal }) => getSessionNeighbours(sessionId, signal),
  });
}
