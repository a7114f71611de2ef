/**
 * Issue 30, point 2 ("Mentor") and point 7, against the real stand-ins: a manager makes a member
 * "Mentor" of some of the cohort's startups; the mentor sees those startups' participants in the
 * grid's shape and nobody else's, and never the manager's grid; a bad save changes nothing; racing
 * saves leave one whole answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Cohort,
  CohortParticipant,
  CohortParticipantsPage,
  MenteesProgress,
  MentoredCohortsList,
} from '@common/api-types';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { createCohort, invitationToken, joinCohort, sharedPlatform } from './cohort-support';
import { api, signIn, signUp } from './helpers';

interface Person {
  id: string;
  email: string;
  token: string;
}

let editor = '';
let cohort: Cohort;
const awa: Person = { id: '', email: '', token: '' };
const binta: Person = { id: '', email: '', token: '' };
const chris: Person = { id: '', email: '', token: '' };
const dina: Person = { id: '', email: '', token: '' };
const moussa: Person = { id: '', email: '', token: '' };
const outsider: Person = { id: '', email: '', token: '' };

async function person(target: Person): Promise<void> {
  const account = await signUp();
  Object.assign(target, {
    id: account.sub,
    email: account.email,
    token: (await signIn(account.email)).accessToken,
  });
}

/** `who` invited under `startup`, joining through the e-mailed link. */
async function join(who: Person, startup: string | null): Promise<void> {
  const invited = await api(`/api/cohorts/${cohort.id}/invitations`, {
    method: 'POST',
    token: editor,
    body: { invitees: [{ email: who.email, full_name: null, startup }] },
  });
  expect(invited.status, JSON.stringify(invited.json)).toBe(200);
  const accepted = await api('/api/invitations/accept', {
    method: 'POST',
    token: who.token,
    body: { invitation_token: await invitationToken(sharedPlatform(), who.email, cohort.name) },
  });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
}

const setRole = (userId: string, body: unknown, token = editor) =>
  api(`/api/cohorts/${cohort.id}/participants/${userId}/role`, { method: 'PUT', token, body });

const mentees = (token: string) => api(`/api/cohorts/${cohort.id}/mentees`, { token });

async function members(): Promise<CohortParticipant[]> {
  const response = await api(`/api/cohorts/${cohort.id}/participants?limit=50`, { token: editor });
  expect(response.status).toBe(200);
  return (response.json as CohortParticipantsPage).items;
}

async function memberOf(userId: string): Promise<CohortParticipant | undefined> {
  return (await members()).find((m) => m.id === userId);
}

const refusal = (message: string) => ({ error: expect.objectContaining({ message }) as unknown });

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
  await Promise.all([awa, binta, chris, dina, moussa, outsider].map(person));
  cohort = await createCohort(sharedPlatform(), editor, 'Cohorte mentorat');
  await join(awa, 'Jokko Agri');
  await join(binta, 'Jokko Agri');
  await join(chris, 'Sama Pay');
  await join(dina, 'Terra Bio');
  await join(moussa, null);
}, 180_000);

describe('a mentor', () => {
  it('is made "Mentor" of some startups by a manager: trimmed, each once', async () => {
    const response = await setRole(moussa.id, {
      role: 'mentor',
      startups: [' Jokko Agri ', 'Sama Pay', 'Jokko Agri'],
    });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect(response.json).toMatchObject({
      id: moussa.id,
      role: 'mentor',
      mentored_startups: ['Jokko Agri', 'Sama Pay'],
    });
    expect(await memberOf(moussa.id)).toMatchObject({
      role: 'mentor',
      mentored_startups: ['Jokko Agri', 'Sama Pay'],
    });
  });

  it('sees exactly their startups’ participants, in the grid’s shape, and nobody else', async () => {
    const response = await mentees(moussa.token);
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    const page = response.json as MenteesProgress;
    expect(page.cohort).toEqual({ id: cohort.id, name: cohort.name });
    expect(page.startups).toEqual(['Jokko Agri', 'Sama Pay']);
    expect(page.items.map((row) => row.participant.id).sort()).toEqual([awa.id, binta.id, chris.id].sort());
    expect(page.items.map((row) => row.participant.startup).sort()).toEqual([
      'Jokko Agri',
      'Jokko Agri',
      'Sama Pay',
    ]);
    expect(page.sessions.length).toBe(cohort.programme.length);
    for (const row of page.items) {
      expect(Object.keys(row.progress).sort()).toEqual(page.sessions.map((s) => s.id).sort());
    }
    expect(page.next_cursor).toBeNull();
  });

  it('finds the cohorts they mentor in GET /api/me/mentoring; a participant finds none', async () => {
    const mine = await api('/api/me/mentoring', { token: moussa.token });
    expect(mine.status).toBe(200);
    expect((mine.json as MentoredCohortsList).items).toEqual([
      expect.objectContaining({ id: cohort.id, name: cohort.name, startups: ['Jokko Agri', 'Sama Pay'] }),
    ]);
    const theirs = await api('/api/me/mentoring', { token: awa.token });
    expect(theirs.json).toEqual({ items: [] });
  });

  it('and a participant are both refused the manager’s grid, its export and a participant’s page', async () => {
    for (const token of [moussa.token, awa.token]) {
      for (const path of ['progress', 'progress/export', `participants/${awa.id}`, 'participants']) {
        const response = await api(`/api/cohorts/${cohort.id}/${path}`, { token });
        expect(response.status, path).toBe(403);
      }
    }
  });

  it('is the only one who reads the mentees: a participant 403, the manager and outsiders 404', async () => {
    const participant = await mentees(awa.token);
    expect(participant.status).toBe(403);
    expect(participant.json).toEqual(refusal(COHORT_MESSAGES.mentorsOnly));
    expect((await mentees(outsider.token)).status).toBe(404);
    expect((await mentees(editor)).status).toBe(404);
    expect((await mentees(moussa.token)).status).toBe(200);
  });

  it('cannot change roles: only the cohort’s managers can', async () => {
    expect((await setRole(dina.id, { role: 'mentor', startups: [] }, moussa.token)).status).toBe(403);
    expect((await setRole(dina.id, { role: 'mentor', startups: [] }, awa.token)).status).toBe(403);
    expect((await memberOf(dina.id))?.role).toBe('participant');
  });
});

describe('a bad save', () => {
  const bad: [string, unknown, string][] = [
    ['an unknown role', { role: 'chef', startups: [] }, COHORT_MESSAGES.invalidMemberRole],
    [
      'a startup no participant has',
      { role: 'mentor', startups: ['Jokko Agri', 'Startup Fantôme'] },
      COHORT_MESSAGES.unknownStartups('Startup Fantôme'),
    ],
    [
      'too many startups',
      { role: 'mentor', startups: Array.from({ length: 21 }, (_, i) => `Startup ${i}`) },
      COHORT_MESSAGES.tooManyMentoredStartups,
    ],
    [
      'startups for a participant',
      { role: 'participant', startups: ['Jokko Agri'] },
      COHORT_MESSAGES.startupsForMentorsOnly,
    ],
    [
      'startups that are not a list',
      { role: 'mentor', startups: 'Jokko Agri' },
      COHORT_MESSAGES.startupsNotList,
    ],
  ];
  for (const [what, body, message] of bad) {
    it(`${what}: 400 in French, nothing changed`, async () => {
      const before = await memberOf(moussa.id);
      const response = await setRole(moussa.id, body);
      expect(response.status, JSON.stringify(response.json)).toBe(400);
      expect(JSON.stringify(response.json)).toContain(message);
      expect(await memberOf(moussa.id)).toEqual(before);
    });
  }

  it('of someone not in the cohort: 404 in French, nobody added', async () => {
    const response = await setRole(outsider.id, { role: 'mentor', startups: [] });
    expect(response.status).toBe(404);
    expect(response.json).toEqual(refusal(COHORT_MESSAGES.participantNotFound));
    expect(await memberOf(outsider.id)).toBeUndefined();
  });
});

describe('racing saves', () => {
  it('of two managers leave one whole answer, never a mix', async () => {
    const first = { role: 'mentor', startups: ['Jokko Agri'] };
    const second = { role: 'mentor', startups: ['Sama Pay', 'Terra Bio'] };
    const answers = await Promise.all([setRole(dina.id, first), setRole(dina.id, second)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const stored = await memberOf(dina.id);
    expect([first.startups, second.startups]).toContainEqual(stored?.mentored_startups);
    expect(stored?.role).toBe('mentor');
  });

  it('with a removal do not bring the member back', async () => {
    const leaving: Person = { id: '', email: '', token: '' };
    await person(leaving);
    await joinCohort(sharedPlatform(), editor, cohort, leaving);
    const [saved, removed] = await Promise.all([
      setRole(leaving.id, { role: 'mentor', startups: ['Sama Pay'] }),
      api(`/api/cohorts/${cohort.id}/participants/${leaving.id}`, { method: 'DELETE', token: editor }),
    ]);
    expect(removed.status).toBe(204);
    expect([200, 404]).toContain(saved.status);
    expect(await memberOf(leaving.id)).toBeUndefined();
    expect((await mentees(leaving.token)).status).toBe(404);
  }, 60_000);
});

describe('back to participant', () => {
  it('takes the mentees away at once', async () => {
    const response = await setRole(moussa.id, { role: 'participant', startups: [] });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ role: 'participant', mentored_startups: [] });
    expect((await mentees(moussa.token)).status).toBe(403);
    expect((await api('/api/me/mentoring', { token: moussa.token })).json).toEqual({ items: [] });
  });
});
