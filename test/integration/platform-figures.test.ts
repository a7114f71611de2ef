/**
 * The platform's cohort figures in GET /api/stats (issue 31, the about page): cohorts, participants
 * and certificates in force follow each change exactly — a cohort created, people joining (racing
 * too), a certificate issued and one revoked, a participant removed, the cohort deleted (by racing
 * deletes: its counts come off once).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CertificateSummary, Cohort, Deliverable, PlatformStats } from '@common/api-types';
import { createCohort, invitationToken, publishedSession, sharedPlatform } from './cohort-support';
import { acceptedHandIn, joinAs, newPerson, type Person } from './deliverable-support';
import { api, signIn } from './helpers';

let editor = '';
let sessionId = '';

async function stats(): Promise<PlatformStats> {
  const answer = await api('/api/stats');
  expect(answer.status).toBe(200);
  return answer.json as PlatformStats;
}

type Figures = Pick<PlatformStats, 'cohortsCount' | 'participantsCount' | 'certificatesCount'>;

/** The cohort figures now, less those of `before`. */
async function change(before: PlatformStats): Promise<Figures> {
  const now = await stats();
  return {
    cohortsCount: now.cohortsCount - before.cohortsCount,
    participantsCount: now.participantsCount - before.participantsCount,
    certificatesCount: now.certificatesCount - before.certificatesCount,
  };
}

const figures = (cohorts: number, participants: number, certificates: number): Figures => ({
  cohortsCount: cohorts,
  participantsCount: participants,
  certificatesCount: certificates,
});

/** `who` hands in a PDF for the deliverable and the editor accepts it: their programme is complete. */
const completed = (cohort: Cohort, deliverable: Deliverable, who: Person) =>
  acceptedHandIn(cohort.id, deliverable.id, who, editor);

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
  sessionId = await publishedSession(editor, 'Chiffres');
}, 60_000);

describe("the platform's cohort figures", () => {
  it('follow a cohort from its creation to its delete, exactly', async () => {
    const before = await stats();
    const cohort = await createCohort(sharedPlatform(), editor, 'Chiffres', [
      { session_id: sessionId, planned_on: '2027-01-11', place: null, link: null },
    ]);
    expect(await change(before)).toEqual(figures(1, 0, 0));

    const [ada, bakary, chaima] = [await newPerson(), await newPerson(), await newPerson()];
    await joinAs(cohort, editor, ada, 'Jokko Agri', 'Ada Diallo');
    await joinAs(cohort, editor, bakary, 'Sahel Solar', 'Bakary Traoré');
    expect(await change(before)).toEqual(figures(1, 2, 0));
    await joinAs(cohort, editor, chaima, 'Argan Tech', 'Chaïma Benali');
    expect(await change(before)).toEqual(figures(1, 3, 0));

    const added = await api(`/api/cohorts/${cohort.id}/deliverables`, {
      method: 'POST',
      token: editor,
      body: {
        request_id: randomUUID(),
        session_id: sessionId,
        title: 'Canevas',
        instructions: null,
        due_on: '2027-02-01',
        kinds: ['pdf'],
        max_size_mb: 5,
      },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const deliverable = added.json as Deliverable;
    await completed(cohort, deliverable, ada);
    await completed(cohort, deliverable, chaima);
    // Issued once, whoever races: counted once.
    const issued = await Promise.all(
      Array.from({ length: 4 }, () =>
        api(`/api/cohorts/${cohort.id}/certificate`, { method: 'POST', token: ada.token }),
      ),
    );
    expect(new Set(issued.map((a) => (a.json as CertificateSummary).code)).size).toBe(1);
    const chaimas = await api(`/api/cohorts/${cohort.id}/certificate`, {
      method: 'POST',
      token: chaima.token,
    });
    expect(chaimas.status, JSON.stringify(chaimas.json)).toBe(201);
    expect(await change(before)).toEqual(figures(1, 3, 2));

    // Revoked (twice: the second changes nothing): no longer in force.
    for (let i = 0; i < 2; i++) {
      const revoked = await api(`/api/cohorts/${cohort.id}/participants/${chaima.id}/certificate`, {
        method: 'DELETE',
        token: editor,
      });
      expect(revoked.status).toBe(204);
    }
    expect(await change(before)).toEqual(figures(1, 3, 1));

    const removed = await api(`/api/cohorts/${cohort.id}/participants/${bakary.id}`, {
      method: 'DELETE',
      token: editor,
    });
    expect(removed.status).toBe(204);
    const again = await api(`/api/cohorts/${cohort.id}/participants/${bakary.id}`, {
      method: 'DELETE',
      token: editor,
    });
    expect(again.status).toBe(404);
    expect(await change(before)).toEqual(figures(1, 2, 1));

    // Three deletes at once: the cohort, its two participants and its certificate come off once.
    const deletes = await Promise.all(
      Array.from({ length: 3 }, () => api(`/api/cohorts/${cohort.id}`, { method: 'DELETE', token: editor })),
    );
    expect(deletes.some((d) => d.status === 204)).toBe(true);
    expect(await change(before)).toEqual(figures(0, 0, 0));
    const afterwards = await api(`/api/cohorts/${cohort.id}`, { method: 'DELETE', token: editor });
    expect(afterwards.status).toBe(404);
    expect(await change(before)).toEqual(figures(0, 0, 0));
  }, 180_000);

  it('count racing joins exactly', async () => {
    const cohort = await createCohort(sharedPlatform(), editor, 'Chiffres en course');
    const people = await Promise.all(Array.from({ length: 6 }, () => newPerson()));
    const invited = await api(`/api/cohorts/${cohort.id}/invitations`, {
      method: 'POST',
      token: editor,
      body: {
        invitees: people.map((p, i) => ({ email: p.email, full_name: `Membre ${i}`, startup: 'Course' })),
      },
    });
    expect(invited.status, JSON.stringify(invited.json)).toBe(200);
    const tokens = await Promise.all(
      people.map((p) => invitationToken(sharedPlatform(), p.email, cohort.name)),
    );
    const before = await stats();
    // Each joins from two tabs at once: six people in, whatever the order.
    const answers = await Promise.all(
      people.flatMap((p, i) =>
        [0, 1].map(() =>
          api('/api/invitations/accept', {
            method: 'POST',
            token: p.token,
            body: { invitation_token: tokens[i] },
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(6);
    expect(await change(before)).toEqual(figures(0, 6, 0));
    const read = (await api(`/api/cohorts/${cohort.id}`, { token: editor })).json as Cohort;
    expect(read.participants_count).toBe(6);

    const deleted = await api(`/api/cohorts/${cohort.id}`, { method: 'DELETE', token: editor });
    expect(deleted.status).toBe(204);
    expect(await change(before)).toEqual(figures(-1, 0, 0));
  }, 180_000);
});
