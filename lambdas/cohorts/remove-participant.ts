import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { participantPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { notFound } from '../lib/errors';
import { managedCohort } from './managed-cohort';
import { findMember } from './member-reads';
import { removeMember } from './member-writes';

/**
 * DELETE /api/cohorts/{cohortId}/participants/{userId} — "Retirer": the person leaves the cohort
 * (its programme, its count), and may be invited again.
 */
export const handler = apiHandler(
  'remove-participant',
  { path: participantPathSchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    const member = await findMember(cohort.id, inputs.path.userId);
    if (!member) throw notFound(COHORT_MESSAGES.participantNotFound);
    await removeMember(member);
    return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
  },
);
