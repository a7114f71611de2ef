import { DELIVERABLE_LIMITS } from '@common/deliverables';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { cohortPathSchema } from '@common/schemas/cohort';
import { deliverableCreateSchema } from '@common/schemas/deliverable';
import { apiHandler } from '../lib/api-handler';
import { conflict } from '../lib/errors';
import { json } from '../lib/http';
import { managedCohort } from '../cohorts/managed-cohort';
import { deliverableChanges, tooMany } from './deliverable-inputs';
import { deliverableView } from './deliverable-item';
import { findDeliverable, listDeliverables } from './deliverable-reads';
import { createDeliverable } from './deliverable-writes';

/**
 * POST /api/cohorts/{cohortId}/deliverables — "Ajouter un livrable" to a session of the programme.
 * The form's request id is the deliverable's: sent again, it answers the same one (200).
 */
export const handler = apiHandler(
  'create-deliverable',
  { path: cohortPathSchema, body: deliverableCreateSchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    const input = inputs.body;
    const changes = deliverableChanges(cohort, input);
    const again = await findDeliverable(cohort.id, input.request_id);
    if (!again && (await listDeliverables(cohort.id)).length >= DELIVERABLE_LIMITS.perCohortMax) {
      throw tooMany();
    }
    const now = new Date().toISOString();
    const created = await createDeliverable({
      id: input.request_id,
      cohort_id: cohort.id,
      ...changes,
      created_by: caller.id,
      created_at: now,
      updated_at: now,
      version: 1,
    });
    if (!created) throw conflict(M.deliverableChanged);
    return json(again ? 200 : 201, deliverableView(created));
  },
);
