/**
 * Who may do what with a cohort's deliverables and hand-ins. Managers (and admins) manage the
 * deliverables and review every hand-in of their cohort; a mentor reviews those of their startups'
 * participants; a participant hands in and reads their own. Anyone else learns nothing (404), as for
 * the cohort's other routes; a member who is not a participant may not hand in (403).
 */
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { forbidden, notFound } from '../lib/errors';
import type { Caller } from '../lib/http';
import type { StoredCohort } from '../cohorts/cohort-item';
import { findCohort } from '../cohorts/cohort-reads';
import type { StoredMember } from '../cohorts/member-item';
import { findMember } from '../cohorts/member-reads';
import { canManageCohort } from '../cohorts/rules';

/** The cohort and the caller's membership, if they are one of its participants (404 outside it, 403 a mentor). */
export async function participantOf(
  caller: Caller,
  cohortId: string,
): Promise<{ cohort: StoredCohort; member: StoredMember }> {
  const [cohort, member] = await Promise.all([findCohort(cohortId), findMember(cohortId, caller.id)]);
  if (!cohort || !member) throw notFound(COHORT_MESSAGES.cohortNotFound);
  if (member.role !== 'participant') throw forbidden(M.participantsOnly);
  return { cohort, member };
}

/** Whether `reviewer` (their membership, if any) reviews what `submitter` hands in, in a cohort they do not manage. */
export function mentors(reviewer: StoredMember | null, submitter: StoredMember | null): boolean {
  return (
    reviewer?.role === 'mentor' &&
    submitter?.role === 'participant' &&
    submitter.startup !== null &&
    reviewer.mentored_startups.includes(submitter.startup)
  );
}

/**
 * The cohort, if the caller may read `userId`'s hand-ins in it: theirs, or as one of its managers (or
 * an admin), or as the mentor of their startup. `review`: the participant themselves may not.
 */
export async function submissionsReadableBy(
  caller: Caller,
  cohortId: string,
  userId: string,
  { review = false }: { review?: boolean } = {},
): Promise<{ cohort: StoredCohort; reviewer: 'manager' | 'mentor' | 'self' }> {
  const cohort = await findCohort(cohortId);
  if (!cohort) throw notFound(COHORT_MESSAGES.cohortNotFound);
  if (canManageCohort(caller, cohort)) return { cohort, reviewer: 'manager' };
  const [own, submitter] = await Promise.all([
    findMember(cohortId, caller.id),
    caller.id === userId ? null : findMember(cohortId, userId),
  ]);
  if (!review && caller.id === userId && own) return { cohort, reviewer: 'self' };
  if (mentors(own, submitter)) return { cohort, reviewer: 'mentor' };
  throw notFound(M.submissionNotFound);
}
