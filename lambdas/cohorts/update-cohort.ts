import { cohortPathSchema, cohortUpdateSchema } from '@common/schemas/cohort';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { apiHandler } from '../lib/api-handler';
import { conflict } from '../lib/errors';
import { json } from '../lib/http';
import { checkProgramme, coManagerIds } from './cohort-inputs';
import { cohortView, findCohort } from './cohort-reads';
import { saveCohort } from './cohort-writes';
import { managedCohort } from './managed-cohort';
import { managersOf } from './rules';

/**
 * PUT /api/cohorts/{cohortId} — the cohort's page saved whole: details, co-managers, programme
 * (order, dates, places, links), archived. Refused (409) when someone saved since it was read.
 */
export const handler = apiHandler(
  'update-cohort',
  { path: cohortPathSchema, body: cohortUpdateSchema },
  async ({ caller, inputs }) => {
    const before = await managedCohort(caller, inputs.path.cohortId);
    const input = inputs.body;
    if (input.version !== before.version) throw conflict(COHORT_MESSAGES.cohortChanged);
    const [coManagers] = await Promise.all([
      coManagerIds(input.co_managers),
      checkProgramme(input.programme, before.programme),
    ]);
    await saveCohort(before, {
      id: before.id,
      name: input.name,
      organisation: input.organisation,
      starts_on: input.starts_on,
      ends_on: input.ends_on,
      description: input.description,
      archived: input.archived,
      programme: input.programme,
      managers: managersOf(before.created_by, coManagers),
      created_by: before.created_by,
      created_at: before.created_at,
      updated_at: new Date().toISOString(),
      version: before.version,
      calendar_token: before.calendar_token,
      attendance_threshold: input.attendance_threshold,
    });
    const after = await findCohort(before.id);
    return json(200, await cohortView(after ?? before));
  },
);
