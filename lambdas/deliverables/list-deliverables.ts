import type { DeliverablesList } from '@common/api-types';
import { cohortPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { managedCohort } from '../cohorts/managed-cohort';
import { deliverableView } from './deliverable-item';
import { listDeliverables } from './deliverable-reads';

/** GET /api/cohorts/{cohortId}/deliverables — the cohort's deliverables, by due date (its managers, admins). */
export const handler = apiHandler(
  'list-deliverables',
  { path: cohortPathSchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    const body: DeliverablesList = { items: (await listDeliverables(cohort.id)).map(deliverableView) };
    return json(200, body);
  },
);
