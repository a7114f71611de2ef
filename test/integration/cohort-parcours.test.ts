/**
 * Issue 30, point 3, against the real stand-ins: a participant's "Mon parcours" follows their
 * cohort's programme (its order, dates, places and links; a session unpublished since is left out),
 * someone in no cohort keeps the published programme, and joining follows the cohort's sessions
 * through the pipeline (stream → job), each once.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cohort, FollowState, Parcours, Session } from '@common/api-types';
import { cohortSaveBody, createCohort, joinCohort, sharedPlatform } from './cohort-support';
import { api, cloud, documentClient, signIn, signUp } from './helpers';

let editor = '';
const learner = { email: '', token: '' };
const outsider = { token: '' };
let sessions: Session[] = [];
let cohort: Cohort;
let followedOnJoin: string[] = [];

async function createSession(phase: number, number: number): Promise<Session> {
  const response = await api('/api/sessions', {
    method: 'POST',
    token: editor,
    body: { title: `Cohorte parcours ${randomUUID().slice(0, 8)}`, status: 'published', phase, number },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as Session;
}

async function parcoursOf(token: string): Promise<Parcours> {
  const response = await api('/api/me/parcours', { token });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as Parcours;
}

async function followerCount(sessionId: string): Promise<number> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: 'tremplin',
      Key: { PK: `FOLLOWERS#${sessionId}`, SK: 'COUNT' },
      ConsistentRead: true,
    }),
  );
  return Number(Item?.count ?? 0);
}

async function followsOf(token: string, ids: readonly string[]): Promise<string[]> {
  const response = await api(`/api/me/follows?sessions=${ids.join(',')}`, { token });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  const { items } = response.json as { items: FollowState[] };
  return items.filter((item) => item.following).map((item) => item.session_id);
}

async function followsOnceDelivered(token: string, ids: readonly string[]): Promise<string[]> {
  const deadline = Date.now() + 30_000;
  let following = await followsOf(token, ids);
  while (following.length < ids.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    following = await followsOf(token, ids);
  }
  return following;
}

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
  const account = await signUp();
  Object.assign(learner, { email: account.email, token: (await signIn(account.email)).accessToken });
  outsider.token = (await signIn((await signUp()).email)).accessToken;
  // Late in the programme, where no other file counts: its first numbers stay the demo's.
  sessions = [await createSession(3, 10), await createSession(3, 11), await createSession(4, 13)];

  // Its own programme: the third session first, with a place; the others with a date and a link.
  const [first, second, third] = sessions as [Session, Session, Session];
  cohort = await createCohort(sharedPlatform(), editor, 'Cohorte', [
    { session_id: third.id, planned_on: '2027-01-04', place: 'Salle Atlas', link: null },
    { session_id: first.id, planned_on: '2027-02-01', place: null, link: 'https://meet.example.org/a' },
    { session_id: second.id, planned_on: '2027-03-01', place: null, link: null },
  ]);

  await joinCohort(sharedPlatform(), editor, cohort, learner);
  // Joining follows the programme's published sessions through the pipeline; wait for it before a
  // test unpublishes one, or a late job would rightly leave that session out.
  followedOnJoin = await followsOnceDelivered(
    learner.token,
    sessions.map((s) => s.id),
  );
}, 90_000);

describe('"Mon parcours" in a cohort', () => {
  it("shows the cohort's sessions in its order, with their dates, places and links", async () => {
    const parcours = await parcoursOf(learner.token);
    expect(parcours.cohort).toMatchObject({
      id: cohort.id,
      name: cohort.name,
      organisation: 'Technopark Casablanca',
      starts_on: '2027-01-04',
      ends_on: '2027-04-26',
      version: cohort.version,
      calendar_path: cohort.calendar_path,
    });
    const [first, second, third] = sessions as [Session, Session, Session];
    expect(parcours.sessions.map((s) => [s.id, s.schedule])).toEqual([
      [third.id, { planned_on: '2027-01-04', place: 'Salle Atlas', link: null }],
      [first.id, { planned_on: '2027-02-01', place: null, link: 'https://meet.example.org/a' }],
      [second.id, { planned_on: '2027-03-01', place: null, link: null }],
    ]);
    expect(parcours.done_count).toBe(0);
    expect(parcours.next?.id).toBe(third.id);
    // The calendar address it names is the cohort's feed.
    const feed = await fetch(`${cloud().url}${parcours.cohort?.calendar_path ?? '/none'}`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  });

  it('leaves out a session unpublished since, and counts what the participant finishes', async () => {
    const [first, second] = sessions as [Session, Session, Session];
    const done = await api(`/api/me/parcours/sessions/${first.id}`, { method: 'PUT', token: learner.token });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    const draft = await api(`/api/sessions/${second.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: second.title, status: 'draft', phase: 3, number: 11 },
    });
    expect(draft.status, JSON.stringify(draft.json)).toBe(200);

    const parcours = await parcoursOf(learner.token);
    expect(parcours.sessions.map((s) => s.id)).not.toContain(second.id);
    expect(parcours.sessions).toHaveLength(2);
    expect(parcours.done_count).toBe(1);
    expect(parcours.sessions.find((s) => s.id === first.id)).toMatchObject({ done: true, state: 'done' });

    const republished = await api(`/api/sessions/${second.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: second.title, status: 'published', phase: 3, number: 11 },
    });
    expect(republished.status, JSON.stringify(republished.json)).toBe(200);
  });

  it('is the published programme, without dates, for someone in no cohort', async () => {
    const parcours = await parcoursOf(outsider.token);
    expect(parcours.cohort).toBeNull();
    expect(parcours.sessions.length).toBeGreaterThanOrEqual(3);
    expect(parcours.sessions.every((s) => s.schedule === null)).toBe(true);
    expect(parcours.sessions.map((s) => s.id)).toEqual(expect.arrayContaining(sessions.map((s) => s.id)));
  });

  it('follows an archived cohort no more: the published programme comes back', async () => {
    const current = (await api(`/api/cohorts/${cohort.id}`, { token: editor })).json as Cohort;
    const archive = async (archived: boolean, version: number) => {
      const response = await api(`/api/cohorts/${cohort.id}`, {
        method: 'PUT',
        token: editor,
        body: cohortSaveBody(current, { archived, version }),
      });
      expect(response.status, JSON.stringify(response.json)).toBe(200);
      return response.json as Cohort;
    };
    const archived = await archive(true, current.version);
    expect((await parcoursOf(learner.token)).cohort).toBeNull();
    await archive(false, archived.version);
    expect((await parcoursOf(learner.token)).cohort?.id).toBe(cohort.id);
  });
});

describe('joining a cohort', () => {
  it("follows each of the cohort's sessions, once", async () => {
    const ids = sessions.map((s) => s.id);
    expect([...followedOnJoin].sort()).toEqual([...ids].sort());
    expect([...(await followsOf(learner.token, ids))].sort()).toEqual([...ids].sort());
    // Nobody else follows these fresh sessions: each count is the participant's follow, once.
    for (const id of ids) expect(await followerCount(id)).toBe(1);
    expect(await followsOf(outsider.token, ids)).toEqual([]);
  });
});
