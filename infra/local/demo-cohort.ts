/**
 * The demo's cohort (issue 30): one programme run by the demo editor, started six weeks ago over
 * twenty weeks, with the demo user in it, so that "Cohortes" shows a real schedule and the demo
 * user's "Mon parcours" its dates on the first `npm start`; five more participants (no accounts:
 * members only) have done some of the sessions held so far, and their attendance is taken, so the
 * cohort's grid shows each kind of cell. They have a profile too, with the "Pays" and "Genre" the
 * funder's report breaks its figures down by (the demo user's left blank, to be filled in
 * Paramètres → Profil). Its deliverables: infra/local/demo-deliverables.ts.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { spreadDates } from '@common/cohorts';
import { createCohort } from '../../lambdas/cohorts/cohort-writes';
import { addMember } from '../../lambdas/cohorts/invitation-writes';
import { recordAttendance, syncProgress } from '../../lambdas/cohorts/progress-writes';
import { newCalendarToken } from '../../lambdas/cohorts/rules';
import { documentIdsIn } from '../../lambdas/documents/document-reads';
import { markSessionDone, recordOpened } from '../../lambdas/parcours/parcours-writes';
import { publishedProgramme } from '../../lambdas/sessions/session-reads';
import type { Attendance } from '@common/api-types';
import type { Gender } from '@common/demographics';
import { dynamo } from '../../lambdas/lib/clients';
import { env } from '../../lambdas/lib/env';
import { newUserItem } from '../../lambdas/users/user-item';
import { seedDeliverables, type DemoMember } from './demo-deliverables';

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
  const members = await seedParticipants(cohort.id, cohort, sessions, dates, now);
  await seedDeliverables(cohort, editorId, members, now);
  return cohort.id;
}

/** Who else is in the demo cohort: a name, a startup, and how far they went (sessions done, then one opened). */
const DEMO_PARTICIPANTS = [
  { name: 'Salma Bennani', startup: 'Darna Solar', country: 'MA', gender: 'female', done: 3, absent: [] },
  { name: 'Youssef El Amrani', startup: 'PayTaxi', country: 'MA', gender: 'male', done: 2, absent: [2] },
  {
    name: 'Aïcha Diallo',
    startup: 'Sahel Santé',
    country: 'CI',
    gender: 'female',
    done: 1,
    absent: [1],
    excused: [2],
  },
  { name: 'Mamadou Ndiaye', startup: 'Teranga Learn', country: 'SN', gender: 'male', done: 0, absent: [] },
  // The gender left blank: the report counts her as "Non renseigné".
  {
    name: 'Khadija Ouazzani',
    startup: 'Argan Cloud',
    country: 'MA',
    gender: null,
    done: 0,
    absent: [0, 1, 2],
  },
] as const satisfies readonly {
  name: string;
  startup: string;
  country: string | null;
  gender: Gender | null;
  done: number;
  absent: readonly number[];
  excused?: readonly number[];
}[];

async function seedParticipants(
  cohortId: string,
  cohort: Parameters<typeof addMember>[0],
  sessions: readonly { id: string }[],
  dates: readonly string[],
  now: number,
): Promise<DemoMember[]> {
  const members: DemoMember[] = [];
  const today = isoDay(now);
  const held = sessions.filter((_, i) => (dates[i] ?? today) < today);
  for (const [index, person] of DEMO_PARTICIPANTS.entries()) {
    const userId = randomUUID();
    const email = `${person.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')}@exemple.ma`;
    await putProfile(userId, email, person, new Date(now - (45 - index) * DAY).toISOString());
    await addMember(
      cohort,
      { userId, email, fullName: person.name, startup: person.startup },
      new Date(now - (44 - index) * DAY),
    );
    members.push({ userId, name: person.name, startup: person.startup });
    for (const [i, session] of held.entries()) {
      const at = new Date(now - (40 - i * 10) * DAY);
      if (i < person.done) await markSessionDone(userId, session.id, at);
      // The session after the last one done: a document opened.
      if (i <= person.done) {
        const [documentId] = await documentIdsIn(`SESSION:${session.id}`);
        if (documentId) await recordOpened(userId, { id: documentId, session_id: session.id }, 'preview', at);
      }
      const excused: readonly number[] = 'excused' in person ? person.excused : [];
      const attendance: Attendance = (person.absent as readonly number[]).includes(i)
        ? 'absent'
        : excused.includes(i)
          ? 'excused'
          : 'present';
      await recordAttendance(cohortId, userId, session.id, attendance);
    }
    // As the pipeline would, once: the grid shows it from the first opening.
    await syncProgress(userId, [cohortId]);
  }
  return members;
}

/** A participant's user item, as their completed profile would leave it (no account: no sign-in, not listed). */
async function putProfile(
  userId: string,
  email: string,
  person: { name: string; country: string | null; gender: Gender | null },
  at: string,
) {
  await dynamo().send(
    new PutCommand({
      TableName: env.tableName(),
      Item: {
        ...newUserItem(userId, email, at),
        full_name: person.name,
        country: person.country,
        gender: person.gender,
        profile_completed: true,
        profile_completed_at: at,
        updated_at: at,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}
