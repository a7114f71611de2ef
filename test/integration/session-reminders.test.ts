/**
 * Issue 30, point 6, against the real stand-ins (a cloud of its own, whose scheduler's runs the
 * test starts with their scheduled time, as EventBridge Scheduler passes it): the evening run reminds each member of a cohort whose session is held tomorrow, in
 * the bell and by e-mail as their settings say, once however many times the run is retried; a person whose
 * "Changements de statut des sessions" switch is off, a session another day, a date moved away
 * and an archived cohort remind nobody.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../infra/local/mailbox';
import type { Cohort, Session } from '@common/api-types';
import { nextDay } from '@common/notifications';
import type { NotificationPage } from '@common/notifications';
import { joinCohort, type Platform } from './cohort-support';
import { startOwnCloud, type OwnCloud } from './own-cloud';

type Person = { email: string; token: string };

let own: OwnCloud;
let platform: Platform;
let editor = '';
const api: Platform['api'] = (path, options) => own.api(path, options);
const people: Record<'learner' | 'quiet' | 'other', Person> = {
  learner: { email: '', token: '' },
  quiet: { email: '', token: '' },
  other: { email: '', token: '' },
};
let tomorrowSession: Session;
let laterSession: Session;
const tomorrow = nextDay(new Date());
const inTwoDays = nextDay(new Date(Date.now() + 86_400_000));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function createSession(): Promise<Session> {
  const response = await api('/api/sessions', {
    method: 'POST',
    token: editor,
    body: { title: `Rappel ${randomUUID().slice(0, 8)}`, status: 'published' },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as Session;
}

/** A cohort under way since last week, with these sessions on these days. */
async function cohortWith(programme: { session: Session; day: string }[]): Promise<Cohort> {
  const created = await api('/api/cohorts', {
    method: 'POST',
    token: editor,
    body: {
      request_id: randomUUID(),
      name: `Rappels ${randomUUID().slice(0, 8)}`,
      organisation: 'Incubateur de Dakar',
      starts_on: daysAgo(7),
      ends_on: nextDay(new Date(Date.now() + 60 * 86_400_000)),
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return save(created.json as Cohort, { programme });
}

async function save(
  cohort: Cohort,
  changes: { programme?: { session: Session; day: string }[]; archived?: boolean },
): Promise<Cohort> {
  const response = await api(`/api/cohorts/${cohort.id}`, {
    method: 'PUT',
    token: editor,
    body: {
      name: cohort.name,
      organisation: cohort.organisation,
      starts_on: cohort.starts_on,
      ends_on: cohort.ends_on,
      description: cohort.description,
      co_managers: [],
      programme: changes.programme
        ? changes.programme.map(({ session, day }) => ({
            session_id: session.id,
            planned_on: day,
            place: null,
            link: null,
          }))
        : cohort.programme.map(({ session_id, planned_on, place, link }) => ({
            session_id,
            planned_on,
            place,
            link,
          })),
      archived: changes.archived ?? cohort.archived,
      version: cohort.version,
    },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as Cohort;
}

async function reminders(person: Person): Promise<string[]> {
  const response = await api('/api/notifications?limit=50', { token: person.token });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return (response.json as NotificationPage).items
    .filter((n) => n.kind === 'session-reminder')
    .map((n) => `${n.text} → ${n.link}`);
}

function reminderMails(person: Person): string[] {
  return readMailbox(own.cloud.mailboxFile, person.email)
    .filter((m) => (m.text ?? '').includes('Rappel :'))
    .map((m) => m.subject);
}

/** The evening run as the scheduler starts it (its scheduled time passed along), then its jobs through. */
async function runReminders(at: string): Promise<void> {
  await own.cloud.pipeline.invoke('notify-schedule', { run: 'session-reminders', at });
  await own.cloud.pipeline.settled();
}

beforeAll(async () => {
  own = await startOwnCloud();
  platform = { url: own.cloud.url, api };
  // The platform's first account makes itself its admin: it runs the cohorts here.
  const first = await own.signUp();
  editor = (await own.signIn(first.email)).accessToken;
  expect((await api('/api/bootstrap-admin', { method: 'POST', token: editor })).status).toBe(200);
  for (const key of Object.keys(people) as (keyof typeof people)[]) {
    const { email } = await own.signUp();
    people[key] = { email, token: (await own.signIn(email)).accessToken };
  }
  const settings = (overrides: Record<string, unknown>) => ({
    new_documents: true,
    session_status_changes: true,
    document_downloads: false,
    marketing_emails: false,
    email_frequency: 'immediate',
    ...overrides,
  });
  for (const [who, body] of [
    ['learner', settings({})],
    ['quiet', settings({ session_status_changes: false })],
  ] as const) {
    const saved = await api('/api/me/notification-preferences', {
      method: 'PUT',
      token: people[who].token,
      body,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  }
  tomorrowSession = await createSession();
  laterSession = await createSession();
}, 240_000);

afterAll(async () => {
  await own?.stop();
});

describe('the day before a session', () => {
  it('reminds each member once, in the bell and by e-mail, however many times the run is retried', async () => {
    const cohort = await cohortWith([
      { session: tomorrowSession, day: tomorrow },
      { session: laterSession, day: inTwoDays },
    ]);
    for (const person of [people.learner, people.quiet]) await joinCohort(platform, editor, cohort, person);

    // This evening's run, and the same run retried by the scheduler.
    const evening = new Date().toISOString();
    await runReminders(evening);
    await runReminders(evening);
    expect(await reminders(people.learner)).toEqual([
      `Rappel : la session « ${tomorrowSession.title} » de la cohorte « ${cohort.name} » a lieu demain → /dashboard/parcours`,
    ]);
    expect(reminderMails(people.learner)).toEqual([
      `Tremplin : Rappel : la session « ${tomorrowSession.title} » de la cohorte « ${cohort.name} » a lieu demain`,
    ]);
    expect(await reminders(people.quiet)).toEqual([]);
    expect(reminderMails(people.quiet)).toEqual([]);
  });

  it('reminds nobody of a date moved away, nor in an archived cohort', async () => {
    const moved = await cohortWith([{ session: tomorrowSession, day: tomorrow }]);
    const archived = await cohortWith([{ session: laterSession, day: tomorrow }]);
    const kept = await cohortWith([{ session: laterSession, day: tomorrow }]);
    for (const cohort of [moved, archived, kept]) await joinCohort(platform, editor, cohort, people.other);
    await save(moved, { programme: [{ session: tomorrowSession, day: inTwoDays }] });
    await save(archived, { archived: true });

    await runReminders(new Date().toISOString());
    // The cohort left as it was shows the run went through.
    expect(await reminders(people.other)).toEqual([
      `Rappel : la session « ${laterSession.title} » de la cohorte « ${kept.name} » a lieu demain → /dashboard/parcours`,
    ]);
  });
});
