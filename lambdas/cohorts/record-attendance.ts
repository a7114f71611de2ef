import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { attendanceBodySchema, attendancePathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { notFound } from '../lib/errors';
import { managedCohort } from './managed-cohort';
import { recordAttendance } from './progress-writes';

/**
 * PUT /api/cohorts/{cohortId}/participants/{userId}/attendance/{sessionId} — "Présent", "Absent",
 * "Excusé" (null clears it), for a session of the cohort's programme and one of its members.
 */
export const handler = apiHandler(
  'record-attendance',
  { path: attendancePathSchema, body: attendanceBodySchema },
  async ({ caller, inputs }) => {
    const { cohortId, userId, sessionId } = inputs.path;
    const cohort = await managedCohort(caller, cohortId);
    if (!cohort.programme.some((entry) => entry.session_id === sessionId)) {
      throw notFound(COHORT_MESSAGES.sessionNotInProgramme);
    }
    if (!(await recordAttendance(cohort.id, userId, sessionId, inputs.body.attendance))) {
      throw notFound(COHORT_MESSAGES.participantNotFound);
    }
    return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
  },
);
