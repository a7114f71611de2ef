/**
 * A cohort's schedule as iCalendar (RFC 5545), for the feed people subscribe to and for "Ajouter à mon
 * agenda" on one session: one all-day event per session, whose UID stays the same when its date moves
 * and whose SEQUENCE is the cohort's version, so a calendar app moves the event rather than adding one.
 */
import ical from 'ical-generator';

export interface CalendarSession {
  sessionId: string;
  title: string;
  /** « 2027-01-04 ». */
  plannedOn: string;
  place: string | null;
  link: string | null;
}

export interface CalendarCohort {
  id: string;
  name: string;
  organisation: string;
  version: number;
  /** When the schedule last changed (DTSTAMP). */
  updatedAt: string;
}

/** Noon on that day, local time: its date reads the same in UTC and in any zone within ±11 h. */
function day(iso: string, plusDays = 0): Date {
  const [year = 1970, month = 1, date = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, date + plusDays, 12);
}

export function cohortCalendar(cohort: CalendarCohort, sessions: readonly CalendarSession[]): string {
  const calendar = ical({
    name: cohort.name,
    description: cohort.organisation,
    prodId: { company: 'Tremplin', product: 'cohortes', language: 'FR' },
  });
  for (const session of sessions) {
    calendar.createEvent({
      id: `${cohort.id}-${session.sessionId}@tremplin`,
      sequence: cohort.version,
      stamp: new Date(cohort.updatedAt),
      allDay: true,
      start: day(session.plannedOn),
      end: day(session.plannedOn, 1),
      summary: `${session.title} — ${cohort.name}`,
      description: [cohort.organisation, session.link].filter(Boolean).join('\n'),
      location: session.place ?? session.link,
      url: session.link,
    });
  }
  return calendar.toString();
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
