import { deliverablePathSchema } from '@common/schemas/deliverable';
import { apiHandler } from '../lib/api-handler';
import { managedCohort } from '../cohorts/managed-cohort';
import { deleteDeliverable } from './deliverable-writes';

/**
 * DELETE /api/cohorts/{cohortId}/deliverables/{deliverableId} — only while nobody handed it in (409
 * in French once someone did: their work stays readable; the deliverable can still be edited).
 */
export const handler = apiHandler(
  'delete-deliverable',
  { path: deliverablePathSchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    await deleteDeliverable(cohort.id, inputs.path.deliverableId);
    return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
  },
);
