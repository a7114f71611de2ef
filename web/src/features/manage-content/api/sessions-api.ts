import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@common/api-types';
import { dashboardKeys } from '@/api/dashboard';
import { api } from '@/lib/api-client';
import type { SessionPayload } from '@/features/manage-content/utils/session-form';
import { sessionChanged } from './cache';

const enc = encodeURIComponent;

/**
 * GET /api/dashboard/sessions/{id} — any status. Editors and admins read any session, never filtered
 * to the current owner (the SPEC §6 bug, fixed); users only their own.
 */
export function getManagedSession(sessionId: string, signal?: AbortSignal): Promise<Session> {
  return api<Session>(`/dashboard/sessions/${enc(sessionId)}`, { auth: 'required', signal });
}

export function managedSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: dashboardKeys.session(sessionId),
    queryFn: ({ signal }) => getManagedSession(sessionId, signal),
  });
}

export function createSession(payload: SessionPayload): Promise<Session> {
  return api<Session>('/sessions', { method: 'POST', auth: 'required', body: payload });
}

export function updateSession(sessionId: string, payload: SessionPayload): Promise<Session> {
  return api<Session>(`/sessions/${enc(sessionId)}`, { method: 'PUT', auth: 'required', body: payload });
}

/** Deletes the session with its documents and files (the API removes them too). */
export async function deleteSession(sessionId: string): Promise<void> {
  await api<{ deleted: boolean }>(`/sessions/${enc(sessionId)}`, { method: 'DELETE', auth: 'required' });
}

/** Creates the session, or saves `session`'s changes (status included); the cache follows. */
export function useSaveSession(session: Session | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SessionPayload) =>
      session ? updateSession(session.id, payload) : createSession(payload),
    onSuccess: (saved) => sessionChanged(client, session ?? null, saved),
  });
}

/** Deletes a session; every list, figure and page that showed it follows. */
export function useDeleteSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (session: Session) => deleteSession(session.id),
    onSuccess: (_, session) => sessionChanged(client, session, null),
  });
}
