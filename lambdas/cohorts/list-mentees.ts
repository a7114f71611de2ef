import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { cohortPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { forbidden, notFound } from '../lib/errors';
import { json } from '../lib/http';
import { findCohort } from './cohort-reads';
import { findMember } from './member-reads';
import { menteesProgress } from './progress-reads';

/**
 * GET /api/cohorts/{cohortId}/mentees — a mentor's grid: the rows of their startups' participants,
 * nobody else's. A member who is not a mentor is refused (403); anyone outside the cohort learns
 * nothing of it (404), managers included: theirs is the whole grid.
 */
export const handler = apiHandler('list-mentees', { path: cohortPathSchema }, async ({ caller, inputs }) => {
  const [cohort, member] = await Promise.all([
    findCohort(inputs.path.cohortId),
    findMember(inputs.path.cohortId, caller.id),
  ]);
  if (!cohort || !member) throw notFound(COHORT_MESSAGES.cohortNotFound);
  if (member.role !== 'mentor') throw forbidden(COHORT_MESSAGES.mentorsOnly);
  return json(200, await menteesProgress(cohort, member.mentored_startups));
});
