import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { cohortsQuerySchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { forbidden } from '../lib/errors';
import { json } from '../lib/http';
import { listCohorts } from './cohort-reads';
import { canCreateCohort } from './rules';

/** GET /api/cohorts?limit=&cursor= — "Cohortes": the cohorts the caller manages (admins: all). */
export const handler = apiHandler(
  'list-cohorts',
  { query: cohortsQuerySchema },
  async ({ caller, inputs }) => {
    if (!canCreateCohort(caller.role)) throw forbidden(COHORT_MESSAGES.editorsOnly);
    const { limit, cursor } = inputs.query;
    return json(200, await listCohorts(caller, limit, cursor));
  },
);
