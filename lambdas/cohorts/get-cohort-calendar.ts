import { timingSafeEqual } from 'node:crypto';
import { CALENDAR_CONTENT_TYPE, cohortCalendar } from '@common/calendar';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { cohortCalendarPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { notFound } from '../lib/errors';
import { findSessions } from '../sessions/session-reads';
import { findCohort } from './cohort-reads';

const sameToken = (given: string, stored: string | null): boolean =>
  stored !== null &&
  given.length === stored.length &&
  timingSafeEqual(Buffer.from(given, 'utf8'), Buffer.from(stored, 'utf8'));

/**
 * GET /api/calendars/{cohortId}/{token}.ics — a cohort's schedule as an iCalendar feed, for calendar
 * apps (Google Calendar, a phone's calendar), which subscribe without signing in: the address's
 * token is the secret. A moved date is in the next read (apps poll every few hours).
 */
export const handler = apiHandler(
  'get-cohort-calendar',
  { path: cohortCalendarPathSchema },
  async ({ inputs }) => {
    const { cohortId, file } = inputs.path;
    const cohort = await findCohort(cohortId);
    if (!cohort || !sameToken(file.slice(0, -'.ics'.length), cohort.calendar_token)) {
      throw notFound(COHORT_MESSAGES.calendarNotFound);
    }
    const sessions = new Map(
      (await findSessions(cohort.programme.map((entry) => entry.session_id))).map((s) => [s.id, s]),
    );
    const body = cohortCalendar(
      {
        id: cohort.id,
        name: cohort.name,
        organisation: cohort.organisation,
        version: cohort.version,
        updatedAt: cohort.updated_at,
      },
      cohort.programme.flatMap((entry) => {
        const session = sessions.get(entry.session_id);
        if (!session || session.deleting) return [];
        return [
          {
            sessionId: entry.session_id,
            title: session.title,
            plannedOn: entry.planned_on,
            place: entry.place,
            link: entry.link,
          },
        ];
      }),
    );
    return {
      statusCode: 200,
      headers: {
        'content-type': CALENDAR_CONTENT_TYPE,
        'content-disposition': 'inline; filename="cohorte.ics"',
        // Its own address is the secret: kept out of shared caches.
        'cache-control': 'private, max-age=300',
      },
      body,
    };
  },
);
