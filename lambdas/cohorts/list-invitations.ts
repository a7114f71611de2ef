import { cohortPathSchema, invitationsQuerySchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { listInvitations } from './invitation-reads';
import { managedCohort } from './managed-cohort';

/** GET /api/cohorts/{cohortId}/invitations?limit=&cursor= — the cohort's invitations by address, with their state. */
export const handler = apiHandler(
  'list-invitations',
  { path: cohortPathSchema, query: invitationsQuerySchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    return json(200, await listInvitations(cohort.id, inputs.query.limit, inputs.query.cursor));
  },
);
