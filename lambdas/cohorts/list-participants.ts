import { cohortPathSchema, participantsQuerySchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { managedCohort } from './managed-cohort';
import { listParticipants } from './member-reads';

/** GET /api/cohorts/{cohortId}/participants?limit=&cursor= — the cohort's members (participants, mentors). */
export const handler = apiHandler(
  'list-participants',
  { path: cohortPathSchema, query: participantsQuerySchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    return json(200, await listParticipants(cohort.id, inputs.query.limit, inputs.query.cursor));
  },
);
