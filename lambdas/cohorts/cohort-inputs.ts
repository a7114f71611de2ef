/** What a cohort's form names, checked against the table: co-managers' accounts, the programme's sessions. */
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { canManageContent } from '@common/roles';
import { validationFailed } from '../lib/errors';
import { findSessions } from '../sessions/session-reads';
import type { StoredProgrammeEntry } from './cohort-item';
import { usersByEmail } from './cohort-reads';

/** The co-managers' user ids; an address with no editor or admin account is a 400 naming it. */
export async function coManagerIds(emails: readonly string[]): Promise<string[]> {
  const found = await usersByEmail(emails);
  const ids: string[] = [];
  for (const email of emails) {
    const user = found.get(email);
    if (!user || !canManageContent(user.role)) {
      const message = COHORT_MESSAGES.coManagerUnknown(email);
      throw validationFailed(message, { co_managers: message });
    }
    ids.push(user.id);
  }
  return ids;
}

/**
 * A session added to the programme must be published (and not being deleted); one already in it stays
 * even if it was unpublished since (the page shows it as withdrawn), so a save never fails over it.
 */
export async function checkProgramme(
  programme: readonly StoredProgrammeEntry[],
  before: readonly StoredProgrammeEntry[],
): Promise<void> {
  const kept = new Set(before.map((entry) => entry.session_id));
  const added = programme.map((entry) => entry.session_id).filter((id) => !kept.has(id));
  if (added.length === 0) return;
  const sessions = await findSessions(added);
  const published = new Set(
    sessions
      .filter((session) => session.status === 'published' && !session.deleting)
      .map((session) => session.id),
  );
  if (added.some((id) => !published.has(id))) {
    throw validationFailed(COHORT_MESSAGES.sessionNotPublished, {
      programme: COHORT_MESSAGES.sessionNotPublished,
    });
  }
}
