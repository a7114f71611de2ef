import type { DashboardSessionPage, DocumentListPage, Session } from '../../../../../common/api-types';
import type { SessionStatus } from '../../../../../common/session-status';
import { api } from '../../../lib/api-client';
import type { SessionPayload } from '../utils/session-form';

export type DashboardSessionSort = 'updated' | 'created' | 'title';

export function getDashboardSessions(
  options: {
    status?: SessionStatus | null;
    search?: string;
    sort?: DashboardSessionSort;
    cursor?: string | null;
    signal?: AbortSignal;
  } = {},
): Promise<DashboardSessionPage> {
  return api<DashboardSessionPage>('/dashboard/sessions', {
    auth: 'required',
    query: {
      status: options.status ?? undefined,
      search: options.search?.trim() || undefined,
      sort: options.sort,
      cursor: options.cursor ?? undefined,
    },
    signal: options.signal,
  });
}

/** Any status; editors and admins may read any session, users only their own (404 otherwise). */
export function getDashboardSession(sessionId: string, signal?: AbortSignal): Promise<Session> {
  return api<Session>(`/dashboard/sessions/${encodeURIComponent(sessionId)}`, { auth: 'required', signal });
}

export function getDashboardSessionDocuments(
  sessionId: string,
  options: { cursor?: string | null; signal?: AbortSignal } = {},
): Promise<DocumentListPage> {
  return api<DocumentListPage>(`/dashboard/sessions/${encodeURIComponent(sessionId)}/documents`, {
    auth: 'required',
    query: { sort: 'newest', cursor: options.cursor ?? undefined },
    signal: options.signal,
  });
}

export function createSession(payload: SessionPayload): Promise<Session> {
  return api<Session>('/sessions', { method: 'POST', auth: 'required', body: payload });
}

export function updateSession(sessionId: string, payload: SessionPayload): Promise<Session> {
  return api<Session>(`/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'PUT',
    auth: 'required',
    body: payload,
  });
}

/** Deletes the session with its documents and files (the API removes them too). */
export async function deleteSession(sessionId: string): Promise<void> {
  await api<{ deleted: boolean }>(`/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
    auth: 'required',
  });
}
