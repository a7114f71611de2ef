import { cohortPathSchema, progressQuerySchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { managedCohort } from './managed-cohort';
import { progressPage } from './progress-reads';

/** GET /api/cohorts/{cohortId}/progress?limit=&cursor= — the grid: the programme's sessions × a page of members. */
export const handler = apiHandler(
  'list-cohort-progress',
  { path: cohortPathSchema, query: progressQuerySchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    return json(200, await progressPage(cohort, inputs.query.limit, inputs.query.cursor));
  },
);
