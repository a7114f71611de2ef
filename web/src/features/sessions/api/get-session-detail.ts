import type { DocumentItem, Page, Session, SessionNeighbours } from '../../../../../common/api-types';
import { api } from '../../../lib/api-client';

const inFlight = new Map<string, Promise<Session>>();

/**
 * GET /api/sessions/{id} — a published session; every call counts a view. Calls made while
 * one is still on its way share it, so React's development double effects (and a second
 * component asking at the same moment) record one view per visit, not two.
 */
export function getPublishedSession(sessionId: string): Promise<Session> {
  const pending = inFlight.get(sessionId);
  if (pending) return pending;
  // The viewer's token, when there is one, lets the API record who viewed.
  const request = api<Session>(`/sessions/${encodeURIComponent(sessionId)}`, { auth: 'optional' }).finally(
    () => inFlight.delete(sessionId),
  );
  inFlight.set(sessionId, request);
  return request;
}

/** GET /api/sessions/{id}/neighbours — previous and next published sessions by creation date. */
export function getSessionNeighbours(sessionId: string, signal?: AbortSignal): Promise<SessionNeighbours> {
  return api<SessionNeighbours>(`/sessions/${encodeURIComponent(sessionId)}/neighbours`, { signal });
}

/** GET /api/sessions/{id}/documents — all of a published session's documents, newest first. */
export async function getSessionDocuments(sessionId: string, signal?: AbortSignal): Promise<DocumentItem[]> {
  const items: DocumentItem[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<DocumentItem> = await api<Page<DocumentItem>>(
      `/sessions/${encodeURIComponent(sessionId)}/documents`,
      { query: { sort: 'newest', limit: 100, cursor }, signal },
    );
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}
