/**
 * Issue 30, point 2 (the manager's side of membership), against the real stand-ins: a cohort's
 * managers see who joined, page by page, and remove someone. Racing removes count them out once;
 * the removed person's old link lets nobody back in, and inviting the address again works.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Cohort,
  CohortInvitationsPage,
  CohortParticipant,
  CohortParticipantsPage,
} from '@common/api-types';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { api, cloud, documentClient, setRoleInTable, signIn, signUp } from './helpers';

type Refusal = { error: { code: string; message: string } };
type Person = { email: string; token: string; sub: string };

const manager: Person = { email: '', token: '', sub: '' };
let cohort: Cohort;
/** Three who joined: two invited with a name and startup, one with the address alone. */
const learners: Person[] = [];

async function account(role: 'editor' | 'user'): Promise<Person> {
  const { email, sub } = await signUp();
  if (role === 'editor') await setRoleInTable(sub, 'editor');
  return { email, sub, token: (await signIn(email)).accessToken };
}

const invite = (email: string, full_name: string | null = null, startup: string | null = null) =>
  api(`/api/cohorts/${cohort.id}/invitations`, {
    method: 'POST',
    token: manager.token,
    body: { invitees: [{ email, full_name, startup }] },
  });

/** The newest invitation link e-mailed to `email`, once `count` have come. */
async function linkFor(email: string, count = 1): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(`${cloud().url}/_local/mail.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { subject: string; html: string }[] };
    const mails = messages.filter((m) => m.subject.includes(cohort.name));
    if (mails.length >= count) {
      const token = /href="[^"]*\/invitation\?token=([\w.-]+)"/.exec(mails[0]?.html ?? '')?.[1];
      if (!token) throw new Error('No invitation link');
      return token;
    }
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} e-mails to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const accept = (token: string, bearer: string) =>
  api('/api/invitations/accept', { method: 'POST', token: bearer, body: { invitation_token: token } });

const remove = (userId: string, token = manager.token) =>
  api(`/api/cohorts/${cohort.id}/participants/${userId}`, { method: 'DELETE', token });

async function participants(limit = 2): Promise<CohortParticipant[]> {
  const items: CohortParticipant[] = [];
  let cursor: string | null = null;
  do {
    const path: string = `/api/cohorts/${cohort.id}/participants?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await api(path, { token: manager.token });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    const page = response.json as CohortParticipantsPage;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

async function participantsCount(): Promise<number> {
  const response = await api(`/api/cohorts/${cohort.id}`, { token: manager.token });
  return (response.json as Cohort).participants_count;
}

async function invitationEmails(): Promise<string[]> {
  const response = await api(`/api/cohorts/${cohort.id}/invitations`, { token: manager.token });
  return (response.json as CohortInvitationsPage).items.map((i) => i.email);
}

beforeAll(async () => {
  Object.assign(manager, await account('editor'));
  const created = await api('/api/cohorts', {
    method: 'POST',
    token: manager.token,
    body: {
      request_id: randomUUID(),
      name: `Promotion ${randomUUID().slice(0, 6)}`,
      organisation: 'Incubateur de Dakar',
      starts_on: '2027-02-01',
      ends_on: '2027-06-28',
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  cohort = created.json as Cohort;
  const names = [
    ['Awa Diop', 'SolarKit'],
    ['Moussa Ndiaye', 'AgriTech Thiès'],
    [null, null],
  ] as const;
  for (const [name, startup] of names) {
    const learner = await account('user');
    await invite(learner.email, name, startup);
    const joined = await accept(await linkFor(learner.email), learner.token);
    expect(joined.status, JSON.stringify(joined.json)).toBe(200);
    learners.push(learner);
  }
}, 120_000);

describe('the cohort’s participants', () => {
  it('lists everyone who joined, page by page, with their name (else their address), startup and role', async () => {
    const listed = await participants(2);
    expect(listed).toHaveLength(3);
    const byId = new Map(listed.map((p) => [p.id, p]));
    expect(byId.get(learners[0]?.sub ?? '')).toEqual({
      id: learners[0]?.sub,
      name: 'Awa Diop',
      email: learners[0]?.email,
      startup: 'SolarKit',
      role: 'participant',
      mentored_startups: [],
      joined_at: byId.get(learners[0]?.sub ?? '')?.joined_at,
    });
    expect(Date.parse(byId.get(learners[0]?.sub ?? '')?.joined_at ?? '')).toBeGreaterThan(
      Date.now() - 600_000,
    );
    expect(byId.get(learners[2]?.sub ?? '')).toMatchObject({
      name: learners[2]?.email,
      email: learners[2]?.email,
      startup: null,
    });
    expect(await participantsCount()).toBe(3);
  });

  it('only its managers and admins see them or remove one', async () => {
    const otherEditor = await account('editor');
    for (const [token, status] of [
      [otherEditor.token, 404],
      [learners[0]?.token ?? '', 403],
    ] as const) {
      const list = await api(`/api/cohorts/${cohort.id}/participants`, { token });
      expect(list.status).toBe(status);
      expect((await remove(learners[1]?.sub ?? '', token)).status).toBe(status);
    }
    expect(await participantsCount()).toBe(3);
  });

  it('refuses in French to remove someone who is not in the cohort, and changes nothing', async () => {
    const stranger = await remove(randomUUID());
    expect(stranger.status).toBe(404);
    expect((stranger.json as Refusal).error.message).toBe(COHORT_MESSAGES.participantNotFound);
    const malformed = await remove('pas%20un%20identifiant');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.json)).toContain(COHORT_MESSAGES.participantNotFound);
    expect(await participantsCount()).toBe(3);
  });
});

describe('removing a participant', () => {
  it('removes them once however many removes race: one 204, the others 404, the count down by one', async () => {
    const removed = learners[1] as Person;
    const answers = await Promise.all(Array.from({ length: 4 }, () => remove(removed.sub)));
    expect(answers.map((a) => a.status).sort()).toEqual([204, 404, 404, 404]);
    for (const refused of answers.filter((a) => a.status === 404))
      expect((refused.json as Refusal).error.message).toBe(COHORT_MESSAGES.participantNotFound);
    expect(await participantsCount()).toBe(2);
    expect((await participants()).map((p) => p.id)).not.toContain(removed.sub);
    // Their accepted invitation is gone with them: it reads neither "Acceptée" nor anything else.
    expect(await invitationEmails()).not.toContain(removed.email);
  });

  it('lets nobody back in with the old link; inviting the address again works, and accepting joins again', async () => {
    const removed = learners[1] as Person;
    const oldLink = await linkFor(removed.email);
    const reused = await accept(oldLink, removed.token);
    expect(reused.status).toBeGreaterThanOrEqual(400);
    expect(await participantsCount()).toBe(2);

    const again = await invite(removed.email, 'Moussa Ndiaye', 'AgriTech Thiès');
    expect(again.json).toEqual({ invited: 1, skipped: 0 });
    const newLink = await linkFor(removed.email, 2);
    expect(newLink).not.toBe(oldLink);
    const joined = await accept(newLink, removed.token);
    expect(joined.status, JSON.stringify(joined.json)).toBe(200);
    expect(await participantsCount()).toBe(3);
    expect((await participants()).find((p) => p.id === removed.sub)).toMatchObject({
      name: 'Moussa Ndiaye',
      role: 'participant',
    });
  });

  it('takes the cohort off the removed person’s own list of cohorts (GSI1)', async () => {
    const leaving = learners[0] as Person;
    const theirs = async () =>
      (
        await documentClient().send(
          new QueryCommand({
            TableName: 'tremplin',
            IndexName: 'GSI1',
            KeyConditionExpression: 'GSI1PK = :pk',
            ExpressionAttributeValues: { ':pk': `COHORTS#MEMBER#${leaving.sub}` },
          }),
        )
      ).Items ?? [];
    expect((await theirs()).map((item) => String(item.cohort_id))).toEqual([cohort.id]);
    expect((await remove(leaving.sub)).status).toBe(204);
    expect(await theirs()).toEqual([]);
    expect(await participantsCount()).toBe(2);
  });
});
