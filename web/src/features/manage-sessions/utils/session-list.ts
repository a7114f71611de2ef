/** Pure helpers of the session management list (SPEC §2 /dashboard/sessions). */
import type { Session } from '../../../../../common/api-types';
import { SESSION_STATUSES, type SessionStatus } from '../../../../../common/session-status';

export type StatusCounts = Record<SessionStatus, number> & { total: number };

/** How many of the given sessions are in each status. */
export function countByStatus(sessions: readonly Pick<Session, 'status'>[]): StatusCounts {
  const counts: StatusCounts = { total: sessions.length, draft: 0, review: 0, published: 0 };
  for (const session of sessions) {
    if ((SESSION_STATUSES as readonly string[]).includes(session.status)) counts[session.status] += 1;
  }
  return counts;
}

/** SPEC §2: a session owned by someone other than the signed-in user carries 'Autre éditeur'. */
export function isOtherEditorSession(session: Pick<Session, 'user_id'>, userId: string | null | undefined) {
  return Boolean(userId) && session.user_id !== userId;
}

/** A count read from a partly loaded list: '24+' while more pages remain. */
export function loadedCount(count: number, hasMore: boolean): string {
  return hasMore ? `${count}+` : String(count);
}

/** Removes a deleted session from the loaded list and from the matched count, if known. */
export function withoutSession<T extends { items: Session[]; matched: number | null }>(
  page: T,
  sessionId: string,
): T {
  const items = page.items.filter((s) => s.id !== sessionId);
  const removed = page.items.length - items.length;
  return {
    ...page,
    items,
    matched: page.matched === null ? null : Math.max(0, page.matched - removed),
  };
}
