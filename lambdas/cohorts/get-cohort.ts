import { cohortPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { cohortView } from './cohort-reads';
import { managedCohort } from './managed-cohort';

/** GET /api/cohorts/{cohortId} — the cohort's page, for its managers and admins. */
export const handler = apiHandler('get-cohort', { path: cohortPathSchema }, async ({ caller, inputs }) =>
  json(200, await cohortView(await managedCohort(caller, inputs.path.cohortId))),
);
