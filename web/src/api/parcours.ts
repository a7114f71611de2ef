import { queryOptions } from '@tanstack/react-query';
import type { Parcours, SessionDoneAnswer } from '@common/api-types';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/me/parcours — the signed-in person's own parcours. Private: the offline app keeps it in
 * its private cache, stamped with its owner (docs/offline.md), like every read made with a token.
 */
export function getParcours(signal?: AbortSignal): Promise<Parcours> {
  return api<Parcours>('/me/parcours', { auth: 'required', signal });
}

/** Mon parcours, 'Continuer :' and the ticks on cards all read this one answer. */
export function parcoursQuery() {
  return queryOptions({
    queryKey: queryKeys.parcours,
    queryFn: ({ signal }) => getParcours(signal),
  });
}

/** PUT (done) or DELETE (not done) /api/me/parcours/sessions/{id}: "J'ai terminé cette session". */
export function setSessionDone(sessionId: string, done: boolean): Promise<SessionDoneAnswer> {
  return api<SessionDoneAnswer>(`/me/parcours/sessions/${encodeURIComponent(sessionId)}`, {
    method: done ? 'PUT' : 'DELETE',
    auth: 'required',
  });
}
