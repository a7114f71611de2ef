/**
 * Issue 30, point 2, against the real stand-ins: a cohort's managers invite addresses (pasted lists,
 * duplicates merged); each gets its e-mail through the pipeline (stream → job → send queue → local
 * SES); the link is signed, single-use, works for its own address only, expires, and a resend or a
 * revoke kills it. Accepting puts the membership and counts the participant once, however many
 * times it is sent at once.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Cohort,
  CohortInvitation,
  CohortInvitationsPage,
  InvitationPreview,
  InviteParticipantsResult,
} from '@common/api-types';
import { COHORT_LIMITS } from '@common/cohorts';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { api, cloud, documentClient, setRoleInTable, signIn, signUp } from './helpers';

type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

const people = {
  manager: { email: '', token: '' },
  otherEditor: { email: '', token: '' },
  learner: { email: '', token: '', sub: '' },
  stranger: { email: '', token: '' },
};
let cohort: Cohort;

const newAddress = () => `invite-${randomUUID().slice(0, 8)}@exemple.ma`;

async function newCohort(token = people.manager.token): Promise<Cohort> {
  const response = await api('/api/cohorts', {
    method: 'POST',
    token,
    body: {
      request_id: randomUUID(),
      name: `Promotion ${randomUUID().slice(0, 6)}`,
      organisation: 'Incubateur de Dakar',
      starts_on: '2027-02-01',
      ends_on: '2027-06-28',
    },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as Cohort;
}

const invite = (cohortId: string, invitees: unknown[], token = people.manager.token) =>
  api(`/api/cohorts/${cohortId}/invitations`, { method: 'POST', token, body: { invitees } });

const entry = (email: string, full_name: string | null = null, startup: string | null = null) => ({
  email,
  full_name,
  startup,
});

async function invitations(cohortId: string, token = people.manager.token): Promise<CohortInvitation[]> {
  const items: CohortInvitation[] = [];
  let cursor: string | null = null;
  do {
    const path: string = `/api/cohorts/${cohortId}/invitations?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await api(path, { token });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    const page = response.json as CohortInvitationsPage;
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

/** The invitation e-mails delivered to `email` for this cohort, newest first, once `count` have come. */
async function invitationMails(email: string, cohortName: string, count: number, waitMs = 20_000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const response = await fetch(`${cloud().url}/_local/mail.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as {
      messages: { subject: string; text: string; html: string }[];
    };
    const mails = messages.filter((m) => m.subject.includes(cohortName));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The token of the e-mail's button ("Rejoindre la cohorte"). */
function tokenOf(mail: { html: string } | undefined): string {
  const token = /href="[^"]*\/invitation\?token=([\w.-]+)"/.exec(mail?.html ?? '')?.[1];
  if (!token) throw new Error(`No invitation link in: ${mail?.html}`);
  return token;
}

const preview = (token: string) =>
  api('/api/invitations/preview', { method: 'POST', body: { invitation_token: token } });
const accept = (token: string, bearer: string) =>
  api('/api/invitations/accept', { method: 'POST', token: bearer, body: { invitation_token: token } });

async function participantsCount(cohortId: string): Promise<number> {
  const response = await api(`/api/cohorts/${cohortId}`, { token: people.manager.token });
  return (response.json as Cohort).participants_count;
}

async function membersOf(cohortId: string) {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: 'tremplin',
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :member)',
      ExpressionAttributeValues: { ':pk': `COHORT#${cohortId}`, ':member': 'MEMBER#' },
      ConsistentRead: true,
    }),
  );
  return Items;
}

beforeAll(async () => {
  for (const key of ['manager', 'otherEditor', 'learner', 'stranger'] as const) {
    const account = await signUp();
    if (key === 'manager' || key === 'otherEditor') await setRoleInTable(account.sub, 'editor');
    Object.assign(people[key], {
      email: account.email,
      sub: account.sub,
      token: (await signIn(account.email)).accessToken,
    });
  }
  cohort = await newCohort();
}, 90_000);

describe('inviting participants', () => {
  it('merges duplicates, e-mails each address once, and sending the same list again e-mails nobody', async () => {
    const fresh = newAddress();
    const first = await invite(cohort.id, [
      entry(people.learner.email.toUpperCase(), 'Awa Diop', 'SolarKit'),
      entry(fresh),
      entry(` ${fresh} `, 'Moussa Ndiaye'),
    ]);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toEqual({ invited: 2, skipped: 0 } satisfies InviteParticipantsResult);

    const again = await invite(cohort.id, [entry(people.learner.email), entry(fresh)]);
    expect(again.json).toEqual({ invited: 0, skipped: 2 });

    const listed = await invitations(cohort.id);
    expect(listed.map((i) => i.email)).toEqual([people.learner.email, fresh].sort());
    const learner = listed.find((i) => i.email === people.learner.email);
    expect(learner).toMatchObject({ full_name: 'Awa Diop', startup: 'SolarKit', state: 'sent', sends: 1 });
    // A later row of the same address fills what the first left empty.
    expect(listed.find((i) => i.email === fresh)?.full_name).toBe('Moussa Ndiaye');
    const days = (Date.parse(learner?.expires_at ?? '') - Date.parse(learner?.sent_at ?? '')) / 86_400_000;
    expect(days).toBe(COHORT_LIMITS.invitationLifetimeDays);

    const mails = await invitationMails(people.learner.email, cohort.name, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Bonjour Awa Diop,');
    expect(mails[0]?.text).toContain('Rejoindre la cohorte');
    expect(tokenOf(mails[0])).toMatch(/^[\w-]+\.[\w-]{43}$/);
    // Nothing more comes for the second list (the pipeline delivers in well under 3 s here).
    expect(await invitationMails(people.learner.email, cohort.name, 2, 3000)).toHaveLength(1);
  });

  it('refuses bad input in French and invites nobody', async () => {
    const other = await newCohort();
    const cases: [unknown, string, string][] = [
      [[entry('pas-une-adresse')], 'invitees.0.email', 'Veuillez entrer une adresse e-mail valide'],
      [[], 'invitees', COHORT_MESSAGES.inviteesRequired],
      [
        Array.from({ length: COHORT_LIMITS.invitationsPerRequest + 1 }, () => entry(newAddress())),
        'invitees',
        COHORT_MESSAGES.tooManyInvitees,
      ],
      ['a@b.ma', 'invitees', COHORT_MESSAGES.inviteesNotList],
    ];
    for (const [invitees, field, message] of cases) {
      const response = await invite(other.id, invitees as unknown[]);
      expect(response.status, JSON.stringify(response.json)).toBe(400);
      expect((response.json as Refusal).error.fields?.[field]).toBe(message);
    }
    // 400 of the same address is 1: merged before the limit is counted.
    const same = newAddress();
    const merged = await invite(
      other.id,
      Array.from({ length: 400 }, () => entry(same)),
    );
    expect(merged.json).toEqual({ invited: 1, skipped: 0 });
    expect((await invitations(other.id)).map((i) => i.email)).toEqual([same]);
  });

  it('invites 200 addresses at once, each once, when two managers send the same list together', async () => {
    const big = await newCohort();
    const list = Array.from({ length: COHORT_LIMITS.invitationsPerRequest }, () => entry(newAddress()));
    const [a, b] = await Promise.all([invite(big.id, list), invite(big.id, list)]);
    const results = [a.json, b.json] as InviteParticipantsResult[];
    expect(results.map((r) => r.invited + r.skipped)).toEqual([200, 200]);
    expect(results.reduce((sum, r) => sum + r.invited, 0)).toBe(200);
    expect(await invitations(big.id)).toHaveLength(200);
  }, 60_000);
});

describe('the link', () => {
  let learnerToken = '';

  beforeAll(async () => {
    learnerToken = tokenOf((await invitationMails(people.learner.email, cohort.name, 1))[0]);
  });

  it('shows the cohort and the address, masked, to whoever holds it; a forged one shows nothing', async () => {
    const shown = await preview(learnerToken);
    expect(shown.status, JSON.stringify(shown.json)).toBe(200);
    const body = shown.json as InvitationPreview;
    expect(body.cohort).toEqual({
      id: cohort.id,
      name: cohort.name,
      organisation: cohort.organisation,
      starts_on: cohort.starts_on,
      ends_on: cohort.ends_on,
    });
    expect(body.state).toBe('sent');
    expect(body.email_hint).toBe(`${people.learner.email[0]}***@exemple.ma`);
    expect(JSON.stringify(body)).not.toContain(people.learner.email);

    const [payload = '', signature = ''] = learnerToken.split('.');
    const forged = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [
      forged,
      `${Buffer.from('{"c":"x","e":"y","n":"z"}').toString('base64url')}.${signature}`,
    ]) {
      const refused = await preview(token);
      expect(refused.status).toBe(404);
      expect((refused.json as Refusal).error.message).toBe(COHORT_MESSAGES.invitationLinkInvalid);
    }
    const malformed = await preview('pas un lien');
    expect(malformed.status).toBe(400);
  });

  it('lets in only the address it was sent to', async () => {
    const refused = await accept(learnerToken, people.stranger.token);
    expect(refused.status).toBe(403);
    expect((refused.json as Refusal).error.message).toBe(
      COHORT_MESSAGES.invitationOtherAccount(`${people.learner.email[0]}***@exemple.ma`),
    );
    expect(
      await api('/api/invitations/accept', { method: 'POST', body: { invitation_token: learnerToken } }),
    ).toMatchObject({ status: 401 });
    expect(await participantsCount(cohort.id)).toBe(0);
    expect(await membersOf(cohort.id)).toHaveLength(0);
  });

  it('is used once, however many times it is sent at once: one membership, one participant', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => accept(learnerToken, people.learner.token)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((a) => a.status === 200)?.json).toEqual({
      cohort_id: cohort.id,
      cohort_name: cohort.name,
    });
    expect(await participantsCount(cohort.id)).toBe(1);
    const members = await membersOf(cohort.id);
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({
      user_id: people.learner.sub,
      role: 'participant',
      full_name: 'Awa Diop',
      startup: 'SolarKit',
      GSI1PK: `COHORTS#MEMBER#${people.learner.sub}`,
    });
    const again = await accept(learnerToken, people.learner.token);
    expect(again.status).toBe(409);
    expect((again.json as Refusal).error.message).toBe(COHORT_MESSAGES.alreadyMember);
    expect(((await preview(learnerToken)).json as InvitationPreview).state).toBe('accepted');
    const mine = (await invitations(cohort.id)).find((i) => i.email === people.learner.email);
    expect(mine?.state).toBe('accepted');
    expect(mine?.accepted_at).not.toBeNull();
  });

  it('brings someone without an account in: they sign up with the invited address and join', async () => {
    const address = newAddress();
    await invite(cohort.id, [entry(address, 'Fatou Sarr', 'AgriTech Thiès')]);
    const token = tokenOf((await invitationMails(address, cohort.name, 1))[0]);
    expect(((await preview(token)).json as InvitationPreview).state).toBe('sent');
    await signUp(address);
    const joined = await accept(token, (await signIn(address)).accessToken);
    expect(joined.status, JSON.stringify(joined.json)).toBe(200);
    expect(await participantsCount(cohort.id)).toBe(2);
  });
});

describe('resend, revoke, expiry', () => {
  it('"Renvoyer" sends a new link valid 14 days again; the link before stops working', async () => {
    const address = newAddress();
    await invite(cohort.id, [entry(address)]);
    const firstToken = tokenOf((await invitationMails(address, cohort.name, 1))[0]);
    const id = Buffer.from(address).toString('base64url');
    const resent = await api(`/api/cohorts/${cohort.id}/invitations/${id}/resend`, {
      method: 'POST',
      token: people.manager.token,
    });
    expect(resent.status, JSON.stringify(resent.json)).toBe(200);
    expect(resent.json).toMatchObject({ email: address, state: 'sent', sends: 2 });
    const mails = await invitationMails(address, cohort.name, 2);
    expect(mails).toHaveLength(2);
    const secondToken = tokenOf(mails[0]);
    expect(secondToken).not.toBe(firstToken);
    expect((await preview(firstToken)).status).toBe(404);
    expect((await preview(secondToken)).status).toBe(200);
  });

  it('"Révoquer" kills the link; an accepted invitation can be neither revoked nor sent again', async () => {
    const address = newAddress();
    await invite(cohort.id, [entry(address)]);
    const token = tokenOf((await invitationMails(address, cohort.name, 1))[0]);
    const id = Buffer.from(address).toString('base64url');
    const path = `/api/cohorts/${cohort.id}/invitations/${id}`;
    expect((await api(path, { method: 'DELETE', token: people.manager.token })).status).toBe(204);
    expect((await preview(token)).status).toBe(404);
    expect((await api(path, { method: 'DELETE', token: people.manager.token })).status).toBe(404);
    expect((await invitations(cohort.id)).map((i) => i.email)).not.toContain(address);

    const acceptedId = Buffer.from(people.learner.email).toString('base64url');
    for (const [method, suffix] of [
      ['DELETE', ''],
      ['POST', '/resend'],
    ] as const) {
      const refused = await api(`/api/cohorts/${cohort.id}/invitations/${acceptedId}${suffix}`, {
        method,
        token: people.manager.token,
      });
      expect(refused.status).toBe(409);
      expect((refused.json as Refusal).error.message).toBe(COHORT_MESSAGES.invitationAlreadyAccepted);
    }
    expect(await participantsCount(cohort.id)).toBe(2);
  });

  it('an expired link says so and lets nobody in; inviting the address again renews it', async () => {
    const address = newAddress();
    await invite(cohort.id, [entry(address)]);
    const token = tokenOf((await invitationMails(address, cohort.name, 1))[0]);
    await documentClient().send(
      new UpdateCommand({
        TableName: 'tremplin',
        Key: { PK: `COHORT#${cohort.id}`, SK: `INVITE#${address}` },
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect(((await preview(token)).json as InvitationPreview).state).toBe('expired');
    expect((await invitations(cohort.id)).find((i) => i.email === address)?.state).toBe('expired');
    await signUp(address);
    const bearer = (await signIn(address)).accessToken;
    const refused = await accept(token, bearer);
    expect(refused.status).toBe(409);
    expect((refused.json as Refusal).error.message).toBe(COHORT_MESSAGES.invitationExpired);
    expect(await participantsCount(cohort.id)).toBe(2);

    expect((await invite(cohort.id, [entry(address)])).json).toEqual({ invited: 1, skipped: 0 });
    const renewed = tokenOf((await invitationMails(address, cohort.name, 2))[0]);
    expect((await accept(renewed, bearer)).status).toBe(200);
    expect(await participantsCount(cohort.id)).toBe(3);
  });
});

describe('who may', () => {
  it('only the cohort’s managers and admins see or change its invitations', async () => {
    const path = `/api/cohorts/${cohort.id}/invitations`;
    expect((await api(path, { token: people.otherEditor.token })).status).toBe(404);
    expect((await api(path, { token: people.learner.token })).status).toBe(403);
    expect((await api(path)).status).toBe(401);
    const admin = (await signIn('admin@tremplin.test')).accessToken;
    expect((await api(path, { token: admin })).status).toBe(200);
    const refused = await invite(cohort.id, [entry(newAddress())], people.otherEditor.token);
    expect(refused.status).toBe(404);
  });

  it('a deleted cohort takes its invitations and memberships with it, and its links die', async () => {
    const doomed = await newCohort();
    const address = newAddress();
    await invite(doomed.id, [entry(address)]);
    const token = tokenOf((await invitationMails(address, doomed.name, 1))[0]);
    expect(
      (await api(`/api/cohorts/${doomed.id}`, { method: 'DELETE', token: people.manager.token })).status,
    ).toBe(204);
    expect((await preview(token)).status).toBe(404);
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: 'tremplin', Key: { PK: `COHORT#${doomed.id}`, SK: `INVITE#${address}` } }),
    );
    expect(Item).toBeUndefined();
    const late = await invite(doomed.id, [entry(newAddress())]);
    expect(late.status).toBe(404);
  });
});
