/** Pure helpers of the session management list (SPEC §2 /dashboard/sessions). */
import type { Session, SessionTotals } from '@common/api-types';

/** SPEC §2: a session owned by someone other than the signed-in user carries 'Autre éditeur'. */
export function isOtherEditorSession(session: Pick<Session, 'user_id'>, userId: string | null | undefined) {
  return Boolean(userId) && session.user_id !== userId;
}

/** A count read from a partly loaded list: '24+' while more pages remain. */
export function loadedCount(count: number, hasMore: boolean): string {
  return hasMore ? `${count}+` : String(count);
}

/**
 * The loaded pages of a list without a deleted session: gone from its page's items, and one less in
 * the matched count (if known) and the API's totals that every page carries. The same pages when
 * the session is not among them.
 */
export function withoutSession<
  T extends { items: Session[]; matched: number | null; totals: SessionTotals | null },
>(pages: T[], sessionId: string): T[] {
  const removed = pages.flatMap((page) => page.items).find((s) => s.id === sessionId);
  if (!removed) return pages;
  return pages.map((page) => {
    const totals = page.totals;
    return {
      ...page,
      items: page.items.filter((s) => s.id !== sessionId),
      matched: page.matched === null ? null : Math.max(0, page.matched - 1),
      totals: totals && {
        ...totals,
        all: Math.max(0, totals.all - 1),
        [removed.status]: Math.max(0, totals[removed.status] - 1),
      },
    };
  });
}
