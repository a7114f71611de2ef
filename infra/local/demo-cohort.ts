/**
 * The demo's cohort (issue 30): one programme run by the demo editor, started six weeks ago over
 * twenty weeks, with the demo user in it, so that "Cohortes" shows a real schedule and the demo
 * user's "Mon parcours" its dates on the first `npm start`.
 */
import { randomUUID } from 'node:crypto';
import { spreadDates } from '@common/cohorts';
import { createCohort } from '../../lambdas/cohorts/cohort-writes';
import { addMember } from '../../lambdas/cohorts/invitation-writes';
import { newCalendarToken } from '../../lambdas/cohorts/rules';
import { publishedProgramme } from '../../lambdas/sessions/session-reads';

const DAY = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedCohort(
  editorId: string,
  participant: { userId: string; email: string },
  now = Date.now(),
): Promise<string> {
  const startsOn = isoDay(now - 42 * DAY);
  const endsOn = isoDay(now + 98 * DAY);
  const sessions = await publishedProgramme();
  const dates = spreadDates(startsOn, endsOn, sessions.length);
  const createdAt = new Date(now - 60 * DAY).toISOString();
  const { cohort } = await createCohort({
    id: randomUUID(),
    name: 'Bootcamp Casablanca — Promotion 2026',
    organisation: 'Incubateur Tremplin Casablanca',
    starts_on: startsOn,
    ends_on: endsOn,
    description:
      'Vingt startups accompagnées de l’idée au financement : une session toutes les deux semaines, au Technopark ou en ligne.',
    archived: false,
    programme: sessions.map((session, i) => ({
      session_id: session.id,
      planned_on: dates[i] ?? startsOn,
      place: i % 3 === 2 ? null : 'Technopark Casablanca, salle Atlas',
      link: i % 3 === 2 ? 'https://meet.jit.si/tremplin-casablanca' : null,
    })),
    managers: [editorId],
    created_by: editorId,
    created_at: createdAt,
    updated_at: createdAt,
    version: 1,
    calendar_token: newCalendarToken(),
  });
  await addMember(
    cohort,
    { userId: participant.userId, email: participant.email, fullName: null, startup: 'AgriConnect' },
    new Date(now - 45 * DAY),
  );
  return cohort.id;
}
