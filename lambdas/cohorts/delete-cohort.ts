import { cohortPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { deleteCohort } from './cohort-writes';
import { managedCohort } from './managed-cohort';

/** DELETE /api/cohorts/{cohortId} — the cohort and everything of it; again, finishes an interrupted delete. */
export const handler = apiHandler('delete-cohort', { path: cohortPathSchema }, async ({ caller, inputs }) => {
  const cohort = await managedCohort(caller, inputs.path.cohortId, { includeDeleting: true });
  await deleteCohort(cohort.id);
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
