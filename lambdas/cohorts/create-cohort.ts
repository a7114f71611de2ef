import { spreadDates } from '@common/cohorts';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { cohortCreateSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { forbidden } from '../lib/errors';
import { json } from '../lib/http';
import { publishedProgramme } from '../sessions/session-reads';
import { coManagerIds } from './cohort-inputs';
import { cohortView } from './cohort-reads';
import { createCohort } from './cohort-writes';
import { canCreateCohort, managersOf, newCalendarToken } from './rules';

/**
 * POST /api/cohorts — "Nouvelle cohorte". Its programme starts as the published sessions of the
 * programme in order, their dates spread from the first day to the last. The form's request id is the
 * cohort's: the same request again answers the same cohort (200), never a second one.
 */
export const handler = apiHandler(
  'create-cohort',
  { body: cohortCreateSchema },
  async ({ caller, inputs }) => {
    if (!canCreateCohort(caller.role)) throw forbidden(COHORT_MESSAGES.editorsOnly);
    const input = inputs.body;
    const [coManagers, sessions] = await Promise.all([coManagerIds(input.co_managers), publishedProgramme()]);
    const dates = spreadDates(input.starts_on, input.ends_on, sessions.length);
    const now = new Date().toISOString();
    const { cohort, created } = await createCohort({
      id: input.request_id,
      name: input.name,
      organisation: input.organisation,
      starts_on: input.starts_on,
      ends_on: input.ends_on,
      description: input.description,
      archived: false,
      programme: sessions.map((session, i) => ({
        session_id: session.id,
        planned_on: dates[i] ?? input.starts_on,
        place: null,
        link: null,
      })),
      managers: managersOf(caller.id, coManagers),
      created_by: caller.id,
      created_at: now,
      updated_at: now,
      version: 1,
      calendar_token: newCalendarToken(),
    });
    return json(created ? 201 : 200, await cohortView(cohort));
  },
);
