import type { MyDeliverablesList } from '@common/api-types';
import { cohortPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { participantOf } from './access';
import { myDeliverableView } from './deliverable-item';
import { listDeliverables, participantVersions } from './deliverable-reads';

/**
 * GET /api/me/cohorts/{cohortId}/deliverables — "Mon parcours": the cohort's deliverables with the
 * caller's own versions and their reviews (a participant's alone: two Queries of the cohort's partition).
 */
export const handler = apiHandler(
  'list-my-deliverables',
  { path: cohortPathSchema },
  async ({ caller, inputs }) => {
    const { cohort } = await participantOf(caller, inputs.path.cohortId);
    const [deliverables, versions] = await Promise.all([
      listDeliverables(cohort.id),
      participantVersions(cohort.id, caller.id),
    ]);
    const body: MyDeliverablesList = {
      items: deliverables.map((deliverable) =>
        myDeliverableView(
          deliverable,
          versions.filter((version) => version.deliverable_id === deliverable.id),
        ),
      ),
    };
    return json(200, body);
  },
);
