import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { participantPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { managedCohort } from './managed-cohort';
import { participantProgress } from './progress-reads';

/** GET /api/cohorts/{cohortId}/participants/{userId} — one participant's page: each session, their attendance. */
export const handler = apiHandler(
  'get-participant-progress',
  { path: participantPathSchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    const found = await participantProgress(cohort, inputs.path.userId);
    if (!found) throw notFound(COHORT_MESSAGES.participantNotFound);
    return json(200, found);
  },
);
