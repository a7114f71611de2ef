import { deliverablePathSchema, deliverableUpdateSchema } from '@common/schemas/deliverable';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { managedCohort } from '../cohorts/managed-cohort';
import { deliverableChanges } from './deliverable-inputs';
import { deliverableView } from './deliverable-item';
import { updateDeliverable } from './deliverable-writes';

/**
 * PUT /api/cohorts/{cohortId}/deliverables/{deliverableId} — the whole deliverable, at the version its
 * form read (409 over someone else's save). Versions handed in stay as they were.
 */
export const handler = apiHandler(
  'update-deliverable',
  { path: deliverablePathSchema, body: deliverableUpdateSchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    const { version, ...input } = inputs.body;
    const saved = await updateDeliverable(
      cohort.id,
      inputs.path.deliverableId,
      deliverableChanges(cohort, input),
      version,
      new Date().toISOString(),
    );
    return json(200, deliverableView(saved));
  },
);
