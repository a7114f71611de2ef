/**
 * Issue 30, first part, against the real stand-ins: cohorts made once per form, their programme
 * built from the published programme, saved whole at a version (racing saves: one wins), seen only
 * by their managers and admins, and deleted without a trace.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogPage, Cohort, CohortSummary, Page, Parcours, Session } from '@common/api-types';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { keys } from '../../lambdas/lib/keys';
import { toUser } from '../../lambdas/users/user-item';
import { api, cloud, documentClient, setRoleInTable, signIn, signUp } from './helpers';

type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

const tokens = { editor: '', admin: '', user: '', coManager: '', otherEditor: '' };
const emails = { coManager: '', otherEditor: '', user: 'user@tremplin.test' };

async function person(role: 'editor' | 'user'): Promise<{ email: string; token: string }> {
  const account = await signUp();
  if (role !== 'user') await setRoleInTable(account.sub, role);
  return { email: account.email, token: (await signIn(account.email)).accessToken };
}

const newCohort = (overrides: Record<string, unknown> = {}) => ({
  request_id: randomUUID(),
  name: `Cohorte ${randomUUID().slice(0, 8)}`,
  organisation: 'Technopark Casablanca',
  starts_on: '2027-01-04',
  ends_on: '2027-04-26',
  description: 'Quatorze sessions, de l’idée au financement.',
  ...overrides,
});

async function create(body: Record<string, unknown>, token = tokens.editor): Promise<Cohort> {
  const response = await api('/api/cohorts', { method: 'POST', token, body });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as Cohort;
}

/** The body of the cohort page's "Enregistrer", from the cohort as read, with changes. */
function saveBody(cohort: Cohort, changes: Record<string, unknown> = {}) {
  return {
    name: cohort.name,
    organisation: cohort.organisation,
    starts_on: cohort.starts_on,
    ends_on: cohort.ends_on,
    description: cohort.description,
    co_managers: cohort.managers.slice(1).map((m) => m.email),
    programme: cohort.programme.map(({ session_id, planned_on, place, link }) => ({
      session_id,
      planned_on,
      place,
      link,
    })),
    archived: cohort.archived,
    version: cohort.version,
    ...changes,
  };
}

async function listed(token: string): Promise<CohortSummary[]> {
  const items: CohortSummary[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `/api/cohorts?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await api(query, { token });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    const page = response.json as Page<CohortSummary>;
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

async function partition(cohortId: string) {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: 'tremplin',
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `COHORT#${cohortId}` },
      ConsistentRead: true,
    }),
  );
  return Items;
}

beforeAll(async () => {
  tokens.editor = (await signIn('editor@tremplin.test')).accessToken;
  tokens.admin = (await signIn('admin@tremplin.test')).accessToken;
  tokens.user = (await signIn('user@tremplin.test')).accessToken;
  const coManager = await person('editor');
  const otherEditor = await person('editor');
  Object.assign(tokens, { coManager: coManager.token, otherEditor: otherEditor.token });
  Object.assign(emails, { coManager: coManager.email, otherEditor: otherEditor.email });
}, 60_000);

describe('a new cohort', () => {
  it('starts with the published programme in order, its dates spread from the first day to the last', async () => {
    const programme = (await api('/api/sessions?sort=programme&limit=100')).json as CatalogPage;
    const inProgramme = programme.items.filter((s: Session) => s.number !== null);
    expect(inProgramme.length).toBeGreaterThan(1);

    const cohort = await create(newCohort());
    expect(cohort.programme.map((e) => e.session_id)).toEqual(inProgramme.map((s) => s.id));
    expect(cohort.programme.map((e) => e.session?.number)).toEqual(inProgramme.map((s) => s.number));
    expect(cohort.programme[0]?.planned_on).toBe('2027-01-04');
    expect(cohort.programme.at(-1)?.planned_on).toBe('2027-04-26');
    const dates = cohort.programme.map((e) => e.planned_on);
    expect([...dates].sort()).toEqual(dates);
    expect(cohort).toMatchObject({ version: 1, archived: false, participants_count: 0 });
    expect(cohort.managers.map((m) => m.email)).toEqual(['editor@tremplin.test']);
  });

  it('is made once, however many times the form is sent (racing sends too)', async () => {
    const body = newCohort();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api('/api/cohorts', { method: 'POST', token: tokens.editor, body })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(new Set(answers.map((a) => (a.json as Cohort).id))).toEqual(new Set([body.request_id]));
    const mine = await listed(tokens.editor);
    expect(mine.filter((c) => c.id === body.request_id)).toHaveLength(1);
    // The same id for another cohort is refused.
    const reused = await api('/api/cohorts', {
      method: 'POST',
      token: tokens.editor,
      body: { ...body, name: 'Une autre cohorte' },
    });
    expect(reused.status).toBe(409);
  });

  it('refuses bad input in French, field by field, and makes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', COHORT_MESSAGES.nameRequired],
      [{ ends_on: '2026-12-31' }, 'ends_on', COHORT_MESSAGES.endBeforeStart],
      [{ starts_on: '2027-02-30' }, 'starts_on', COHORT_MESSAGES.invalidDay],
      [{ co_managers: ['pas-une-adresse'] }, 'co_managers.0', 'Veuillez entrer une adresse e-mail valide'],
      [
        { co_managers: ['personne@exemple.ma'] },
        'co_managers',
        COHORT_MESSAGES.coManagerUnknown('personne@exemple.ma'),
      ],
      // A plain user cannot co-manage.
      [{ co_managers: [emails.user] }, 'co_managers', COHORT_MESSAGES.coManagerUnknown(emails.user)],
    ];
    const before = (await listed(tokens.editor)).length;
    for (const [change, field, message] of cases) {
      const response = await api('/api/cohorts', {
        method: 'POST',
        token: tokens.editor,
        body: newCohort(change),
      });
      expect(response.status, JSON.stringify(response.json)).toBe(400);
      expect((response.json as Refusal).error.fields?.[field]).toBe(message);
    }
    expect((await listed(tokens.editor)).length).toBe(before);
  });

  it('is refused to plain users', async () => {
    const response = await api('/api/cohorts', { method: 'POST', token: tokens.user, body: newCohort() });
    expect(response.status).toBe(403);
    expect((response.json as Refusal).error.message).toBe(COHORT_MESSAGES.editorsOnly);
  });
});

describe('managing a cohort', () => {
  it('is for its managers and admins only; co-managers named by e-mail join and leave with a save', async () => {
    const cohort = await create(newCohort({ co_managers: [emails.coManager.toUpperCase()] }));
    expect(cohort.managers.map((m) => m.email)).toEqual(['editor@tremplin.test', emails.coManager]);
    expect((await listed(tokens.coManager)).map((c) => c.id)).toContain(cohort.id);
    expect((await listed(tokens.admin)).map((c) => c.id)).toContain(cohort.id);
    expect((await listed(tokens.otherEditor)).map((c) => c.id)).not.toContain(cohort.id);
    expect((await api(`/api/cohorts/${cohort.id}`, { token: tokens.coManager })).status).toBe(200);
    expect((await api(`/api/cohorts/${cohort.id}`, { token: tokens.otherEditor })).status).toBe(404);
    expect((await api(`/api/cohorts/${cohort.id}`, { token: tokens.user })).status).toBe(403);
    expect((await api('/api/cohorts', { token: tokens.user })).status).toBe(403);

    // The co-manager saves the cohort without themselves: from then on it is not theirs.
    const saved = await api(`/api/cohorts/${cohort.id}`, {
      method: 'PUT',
      token: tokens.coManager,
      body: saveBody(cohort, { co_managers: [] }),
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect((await listed(tokens.coManager)).map((c) => c.id)).not.toContain(cohort.id);
    expect((await api(`/api/cohorts/${cohort.id}`, { token: tokens.coManager })).status).toBe(404);
    expect((await partition(cohort.id)).map((i) => String(i.SK)).sort()).toEqual([
      'MANAGER#' +
        (await api('/api/me', { token: tokens.editor }).then((r) => (r.json as { id: string }).id)),
      'META',
    ]);
  });

  it('saves dates, order, places and links; a save over a newer one is refused and changes nothing', async () => {
    const cohort = await create(newCohort());
    const [first, second, ...rest] = cohort.programme;
    if (!first || !second) throw new Error('the demo programme has sessions');
    const programme = [
      { session_id: second.session_id, planned_on: '2027-01-11', place: 'Salle 2, Technopark', link: null },
      {
        session_id: first.session_id,
        planned_on: '2027-01-18',
        place: null,
        link: 'https://meet.example.org/tremplin',
      },
      ...rest.map(({ session_id, planned_on }) => ({ session_id, planned_on })),
    ];
    const response = await api(`/api/cohorts/${cohort.id}`, {
      method: 'PUT',
      token: tokens.editor,
      body: saveBody(cohort, { programme, archived: true, name: 'Cohorte renommée' }),
    });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    const saved = response.json as Cohort;
    expect(saved).toMatchObject({ version: 2, archived: true, name: 'Cohorte renommée' });
    expect(saved.programme.slice(0, 2)).toMatchObject([
      { session_id: second.session_id, planned_on: '2027-01-11', place: 'Salle 2, Technopark', link: null },
      {
        session_id: first.session_id,
        planned_on: '2027-01-18',
        place: null,
        link: 'https://meet.example.org/tremplin',
      },
    ]);
    expect((await listed(tokens.editor)).find((c) => c.id === cohort.id)).toMatchObject({ archived: true });

    const stale = await api(`/api/cohorts/${cohort.id}`, {
      method: 'PUT',
      token: tokens.editor,
      body: saveBody(cohort, { name: 'Écrasée' }),
    });
    expect(stale.status).toBe(409);
    expect((stale.json as Refusal).error.message).toBe(COHORT_MESSAGES.cohortChanged);
    expect(((await api(`/api/cohorts/${cohort.id}`, { token: tokens.editor })).json as Cohort).name).toBe(
      'Cohorte renommée',
    );
  });

  it('lets one of two racing saves of the same version win', async () => {
    const cohort = await create(newCohort());
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) =>
        api(`/api/cohorts/${cohort.id}`, {
          method: 'PUT',
          token: tokens.editor,
          body: saveBody(cohort, { name: `Cohorte ${name}` }),
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const now = (await api(`/api/cohorts/${cohort.id}`, { token: tokens.editor })).json as Cohort;
    expect(now.version).toBe(2);
    const winner = answers.find((a) => a.status === 200)?.json as Cohort;
    expect(now.name).toBe(winner.name);
  });

  it('refuses a session that is not published, a session twice, and a link that is not https', async () => {
    const cohort = await create(newCohort());
    const draft = await api('/api/sessions', {
      method: 'POST',
      token: tokens.editor,
      body: { title: `Brouillon ${randomUUID()}`, status: 'draft' },
    });
    const entry = (id: string, extra: Record<string, unknown> = {}) => ({
      session_id: id,
      planned_on: '2027-02-01',
      ...extra,
    });
    const first = cohort.programme[0]?.session_id ?? '';
    const cases: [unknown[], string, string][] = [
      [[entry((draft.json as Session).id)], 'programme', COHORT_MESSAGES.sessionNotPublished],
      [[entry(first), entry(first)], 'programme', COHORT_MESSAGES.sessionTwice],
      [[entry(first, { link: 'javascript:alert(1)' })], 'programme.0.link', COHORT_MESSAGES.invalidLink],
      [[entry(first, { planned_on: 'demain' })], 'programme.0.planned_on', COHORT_MESSAGES.invalidDay],
    ];
    for (const [programme, field, message] of cases) {
      const response = await api(`/api/cohorts/${cohort.id}`, {
        method: 'PUT',
        token: tokens.editor,
        body: saveBody(cohort, { programme }),
      });
      expect(response.status, JSON.stringify(response.json)).toBe(400);
      expect((response.json as Refusal).error.fields?.[field]).toBe(message);
    }
    expect(((await api(`/api/cohorts/${cohort.id}`, { token: tokens.editor })).json as Cohort).version).toBe(
      1,
    );
  });
});

describe('deleting a cohort', () => {
  it('leaves nothing behind, and is gone from every list', async () => {
    const cohort = await create(newCohort({ co_managers: [emails.coManager] }));
    expect((await partition(cohort.id)).length).toBe(3);
    const response = await api(`/api/cohorts/${cohort.id}`, { method: 'DELETE', token: tokens.editor });
    expect(response.status).toBe(204);
    expect(await partition(cohort.id)).toEqual([]);
    expect((await api(`/api/cohorts/${cohort.id}`, { token: tokens.editor })).status).toBe(404);
    expect((await listed(tokens.coManager)).map((c) => c.id)).not.toContain(cohort.id);
    expect((await listed(tokens.admin)).map((c) => c.id)).not.toContain(cohort.id);
    expect((await api(`/api/cohorts/${cohort.id}`, { method: 'DELETE', token: tokens.editor })).status).toBe(
      404,
    );
  });
});

describe('the demo', () => {
  it('has a cohort the demo editor manages, with the whole programme on its schedule', async () => {
    const demo = (await listed(tokens.editor)).find((c) => c.name === 'Bootcamp Casablanca — Promotion 2026');
    expect(demo).toMatchObject({ archived: false, sessions_count: 14 });
    const cohort = (await api(`/api/cohorts/${demo?.id}`, { token: tokens.editor })).json as Cohort;
    expect(cohort.programme.map((e) => e.session?.number)).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 1),
    );
    expect(cohort.starts_on < new Date().toISOString().slice(0, 10)).toBe(true);
    // The demo user is in it: their parcours follows its schedule.
    expect(cohort.participants_count).toBeGreaterThanOrEqual(1);
    const parcours = (await api('/api/me/parcours', { token: tokens.user })).json as Parcours;
    expect(parcours.cohort?.id).toBe(cohort.id);
    expect(parcours.sessions.map((s) => s.schedule?.planned_on)).toEqual(
      cohort.programme.map((e) => e.planned_on),
    );
  });

  it("gives its participants a country and a gender (the funder's report), the demo user's left blank", async () => {
    const demo = (await listed(tokens.editor)).find((c) => c.name === 'Bootcamp Casablanca — Promotion 2026');
    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: 'tremplin',
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :member)',
        ExpressionAttributeValues: { ':pk': `COHORT#${demo?.id}`, ':member': keys.cohortMemberPrefix },
      }),
    );
    const answers = new Map<string, unknown>();
    for (const member of Items.filter((item) => item.role === 'participant')) {
      const { Item } = await documentClient().send(
        new GetCommand({ TableName: 'tremplin', Key: keys.user(String(member.user_id)) }),
      );
      if (!Item) continue;
      const user = toUser(Item);
      answers.set(user.email, [user.country, user.gender]);
    }
    expect(Object.fromEntries(answers)).toMatchObject({
      'user@tremplin.test': [null, null],
      'salma.bennani@exemple.ma': ['MA', 'female'],
      'youssef.el.amrani@exemple.ma': ['MA', 'male'],
      'aicha.diallo@exemple.ma': ['CI', 'female'],
      'mamadou.ndiaye@exemple.ma': ['SN', 'male'],
      'khadija.ouazzani@exemple.ma': ['MA', null],
    });
  });
});

/** The feed as a calendar app reads it: no sign-in, the address alone. */
async function feed(path: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${cloud().url}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

function events(text: string) {
  const calendar = ICAL.Component.fromString(text);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      location: event.location,
      sequence: event.sequence,
    };
  });
}

describe('the schedule as a calendar feed', () => {
  it('parses as iCalendar, one all-day event per session, and a moved date moves its event', async () => {
    const cohort = await create(newCohort());
    expect(cohort.calendar_path).toMatch(new RegExp(`^/api/calendars/${cohort.id}/[\\w-]{43}\\.ics$`));
    const path = cohort.calendar_path ?? '';
    const first = await feed(path);
    expect(first.status).toBe(200);
    expect(first.type).toBe('text/calendar; charset=utf-8');
    const before = events(first.text);
    expect(before).toHaveLength(cohort.programme.length);
    expect(before[0]).toMatchObject({
      uid: `${cohort.id}-${cohort.programme[0]?.session_id}@tremplin`,
      start: '2027-01-04',
      allDay: true,
      sequence: 1,
    });
    expect(before[0]?.summary).toBe(`${cohort.programme[0]?.session?.title} — ${cohort.name}`);

    const [entry, ...rest] = cohort.programme;
    const moved = await api(`/api/cohorts/${cohort.id}`, {
      method: 'PUT',
      token: tokens.editor,
      body: saveBody(cohort, {
        programme: [
          {
            session_id: entry?.session_id,
            planned_on: '2027-01-13',
            place: 'Dar Souiri, Essaouira',
            link: null,
          },
          ...rest.map(({ session_id, planned_on }) => ({ session_id, planned_on })),
        ],
      }),
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const after = events((await feed(path)).text);
    // The same event (same UID), on its new day, a newer SEQUENCE: calendar apps move it.
    expect(after[0]).toMatchObject({
      uid: before[0]?.uid,
      start: '2027-01-13',
      location: 'Dar Souiri, Essaouira',
      sequence: 2,
    });
    expect(after).toHaveLength(before.length);
  });

  it('is found only with its own token, and not at all once the cohort is deleted', async () => {
    const cohort = await create(newCohort());
    const path = cohort.calendar_path ?? '';
    const other = await create(newCohort());
    const otherToken = (other.calendar_path ?? '').split('/').at(-1) ?? '';
    expect((await feed(`/api/calendars/${cohort.id}/${otherToken}`)).status).toBe(404);
    expect((await feed(`/api/calendars/${cohort.id}/${'a'.repeat(43)}.ics`)).status).toBe(404);
    const refused = await feed(`/api/calendars/${cohort.id}/court.ics`);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(COHORT_MESSAGES.calendarNotFound);
    expect((await api(`/api/cohorts/${cohort.id}`, { method: 'DELETE', token: tokens.editor })).status).toBe(
      204,
    );
    const gone = await feed(path);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain(COHORT_MESSAGES.calendarNotFound);
  });
});
