/**
 * Certificates (issue 31) on the shared local cloud: a participant gets one only once the cohort's
 * required deliverables are accepted (and its attendance threshold reached); it is issued once, even
 * to racing requests; its PDF says who completed what and links to its public page, which confirms
 * it to anyone until a manager revokes it; deleting the cohort leaves no certificate behind.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CertificateSummary, CertificateVerification, Cohort, Deliverable } from '@common/api-types';
import { CERTIFICATE_MESSAGES as C } from '@common/messages/certificates';
import { keys } from '../../lambdas/lib/keys';
import { cohortSaveBody, createCohort, publishedSession, sharedPlatform } from './cohort-support';
import { acceptedHandIn, joinAs, makeMentor, newPerson, type Person } from './deliverable-support';
import { api, cloud, documentClient, documentFileExists, signIn } from './helpers';

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

let editor = '';
let cohort: Cohort;
let sessionId = '';
let deliverable: Deliverable;
const people = {} as Record<'ada' | 'bakary' | 'chaima' | 'mentor', Person>;

const certificate = (cohortId = cohort.id) => `/api/cohorts/${cohortId}/certificate`;
const refusal = (json: unknown) => (json as { error: { message: string } }).error.message;

/** The participant hands in a PDF and the editor accepts it. */
const accepted = (who: Person) => acceptedHandIn(cohort.id, deliverable.id, who, editor);

async function saveThreshold(threshold: number | null): Promise<void> {
  const current = (await api(`/api/cohorts/${cohort.id}`, { token: editor })).json as Cohort;
  const saved = await api(`/api/cohorts/${cohort.id}`, {
    method: 'PUT',
    token: editor,
    body: cohortSaveBody(current, { attendance_threshold: threshold }),
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  expect((saved.json as Cohort).attendance_threshold).toBe(threshold);
}

async function readPdf(bytes: Uint8Array) {
  const document = await pdfjs.getDocument({ data: bytes, verbosity: 0 }).promise;
  const page = await document.getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('\n');
  const links = (await page.getAnnotations()).flatMap((a: { subtype?: string; url?: string }) =>
    a.subtype === 'Link' && a.url ? [a.url] : [],
  );
  return { text, links };
}

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
  sessionId = await publishedSession(editor, 'Pitch');
  cohort = await createCohort(sharedPlatform(), editor, 'Certificats', [
    { session_id: sessionId, planned_on: '2027-01-11', place: null, link: null },
  ]);
  for (const key of ['ada', 'bakary', 'chaima', 'mentor'] as const) people[key] = await newPerson();
  await joinAs(cohort, editor, people.ada, 'Jokko Agri', 'Ada Diallo');
  await joinAs(cohort, editor, people.bakary, 'Sahel Solar', 'Bakary Traoré');
  await joinAs(cohort, editor, people.chaima, 'Argan Tech', 'Chaïma Benali');
  await joinAs(cohort, editor, people.mentor, 'Jokko Agri', 'Mariama Mentor');
  await makeMentor(cohort.id, editor, people.mentor, ['Jokko Agri']);
}, 180_000);

describe('getting a certificate', () => {
  it('is refused while the cohort requires nothing, then while a required deliverable waits', async () => {
    const none = await api(certificate(), { method: 'POST', token: people.ada.token });
    expect([none.status, refusal(none.json)]).toEqual([409, C.noCriteria]);

    const added = await api(`/api/cohorts/${cohort.id}/deliverables`, {
      method: 'POST',
      token: editor,
      body: {
        request_id: randomUUID(),
        session_id: sessionId,
        title: 'Pitch deck',
        instructions: 'Dix diapositives au plus.',
        due_on: '2027-02-01',
        kinds: ['pdf'],
        max_size_mb: 5,
      },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    deliverable = added.json as Deliverable;
    const waiting = await api(certificate(), { method: 'POST', token: people.ada.token });
    expect([waiting.status, refusal(waiting.json)]).toEqual([409, C.notComplete]);
    // Nothing was issued: there is nothing to download, and the managers see none.
    expect((await api(certificate(), { token: people.ada.token })).status).toBe(404);
    const managers = await api(`/api/cohorts/${cohort.id}/participants/${people.ada.id}/certificate`, {
      token: editor,
    });
    expect(managers.status).toBe(404);
  });

  it('is issued once the deliverable is accepted — once, whoever races — and only to a participant', async () => {
    await accepted(people.ada);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api(certificate(), { method: 'POST', token: people.ada.token })),
    );
    const codes = new Set(answers.map((a) => (a.json as CertificateSummary).code));
    expect(codes.size).toBe(1);
    // Each answers the one certificate: the one that wrote it 201, the others 200 or 201 (a request
    // that found none before the winner wrote it still answers what is stored).
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    const [code] = [...codes];
    const again = await api(certificate(), { method: 'POST', token: people.ada.token });
    expect([again.status, (again.json as CertificateSummary).code]).toEqual([200, code]);
    const seen = await api(`/api/cohorts/${cohort.id}/participants/${people.ada.id}/certificate`, {
      token: editor,
    });
    expect(seen.json).toMatchObject({ code, revoked_at: null, verify_path: `/certificats/${code}` });

    const mentor = await api(certificate(), { method: 'POST', token: people.mentor.token });
    expect([mentor.status, refusal(mentor.json)]).toEqual([403, C.participantsOnly]);
    const other = await createCohort(sharedPlatform(), editor, 'Autre');
    expect((await api(certificate(other.id), { method: 'POST', token: people.ada.token })).status).toBe(404);
  });

  it('is a French PDF naming the person, the cohort and the manager, linking to its own public page', async () => {
    const { code } = (await api(certificate(), { method: 'POST', token: people.ada.token }))
      .json as CertificateSummary;
    const response = await fetch(`${cloud().url}${certificate()}`, {
      headers: { authorization: `Bearer ${people.ada.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const { text, links } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Certificat');
    expect(text).toContain('Ada Diallo');
    expect(text).toContain(cohort.name);
    expect(text).toContain('du 4 janvier 2027 au 26 avril 2027');
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^https?://[^/]+/certificats/${code}$`));

    // Its page answers anyone, the code typed as printed or not.
    const grouped = code.replace(/(.{4})(?=.)/g, '$1-').toLowerCase();
    for (const typed of [code, grouped]) {
      const verified = await api(`/api/certificates/${typed}`);
      expect(verified.status).toBe(200);
      expect(verified.json as CertificateVerification).toEqual({
        code,
        holder_name: 'Ada Diallo',
        cohort_name: cohort.name,
        organisation: 'Technopark Casablanca',
        starts_on: '2027-01-04',
        ends_on: '2027-04-26',
        issued_at: expect.any(String) as string,
      });
    }
    const unknown = await api('/api/certificates/ABCDEFGHJKMN');
    expect([unknown.status, refusal(unknown.json)]).toEqual([404, C.notFound]);
    const malformed = await api('/api/certificates/pas-un-code');
    expect([malformed.status, refusal(malformed.json)]).toEqual([400, C.invalidCode]);
  });

  it("also needs the cohort's attendance threshold, when it sets one", async () => {
    await saveThreshold(50);
    await accepted(people.bakary);
    const short = await api(certificate(), { method: 'POST', token: people.bakary.token });
    expect([short.status, refusal(short.json)]).toEqual([409, C.notComplete]);
    const taken = await api(
      `/api/cohorts/${cohort.id}/participants/${people.bakary.id}/attendance/${sessionId}`,
      { method: 'PUT', token: editor, body: { attendance: 'present' } },
    );
    expect(taken.status).toBe(204);
    expect((await api(certificate(), { method: 'POST', token: people.bakary.token })).status).toBe(201);
  });

  it('refuses a threshold that is no whole percentage, in French, changing nothing', async () => {
    const current = (await api(`/api/cohorts/${cohort.id}`, { token: editor })).json as Cohort;
    for (const threshold of [0, 101, 12.5, 'cinquante']) {
      const response = await api(`/api/cohorts/${cohort.id}`, {
        method: 'PUT',
        token: editor,
        body: cohortSaveBody(current, { attendance_threshold: threshold }),
      });
      expect([response.status, refusal(response.json)]).toEqual([400, C.invalidThreshold]);
    }
    const after = (await api(`/api/cohorts/${cohort.id}`, { token: editor })).json as Cohort;
    expect([after.version, after.attendance_threshold]).toEqual([current.version, 50]);
  });
});

describe('revoking a certificate', () => {
  it('makes its page say "Certificat introuvable" and its holder unable to get it again', async () => {
    const { code } = (await api(certificate(), { method: 'POST', token: people.ada.token }))
      .json as CertificateSummary;
    const participant = `/api/cohorts/${cohort.id}/participants/${people.ada.id}/certificate`;
    expect((await api(participant, { method: 'DELETE', token: people.ada.token })).status).toBe(403);
    expect((await api(`/api/certificates/${code}`)).status).toBe(200);

    const revoked = await Promise.all([
      api(participant, { method: 'DELETE', token: editor }),
      api(participant, { method: 'DELETE', token: editor }),
    ]);
    expect(revoked.map((r) => r.status)).toEqual([204, 204]);
    const page = await api(`/api/certificates/${code}`);
    expect([page.status, refusal(page.json)]).toEqual([404, C.notFound]);
    const asked = await api(certificate(), { method: 'POST', token: people.ada.token });
    expect([asked.status, refusal(asked.json)]).toEqual([409, C.alreadyRevoked]);
    expect((await api(certificate(), { token: people.ada.token })).status).toBe(409);
    expect((await api(participant, { token: editor })).json).toMatchObject({
      code,
      revoked_at: expect.any(String) as string,
    });
    // Someone who holds none: nothing to revoke.
    const none = await api(`/api/cohorts/${cohort.id}/participants/${people.chaima.id}/certificate`, {
      method: 'DELETE',
      token: editor,
    });
    expect([none.status, refusal(none.json)]).toEqual([404, C.notIssued]);
  });

  it('happens to every certificate of a deleted cohort, whose handed-in files go too: none is left behind', async () => {
    const { code } = (await api(certificate(), { method: 'POST', token: people.bakary.token }))
      .json as CertificateSummary;
    expect((await api(`/api/certificates/${code}`)).status).toBe(200);
    const { Item: version } = await documentClient().send(
      new GetCommand({
        TableName: 'tremplin',
        Key: keys.submissionVersion(cohort.id, people.bakary.id, deliverable.id, 1),
      }),
    );
    const file = String(version?.file_key);
    expect(await documentFileExists(file)).toBe(true);
    expect((await api(`/api/cohorts/${cohort.id}`, { method: 'DELETE', token: editor })).status).toBe(204);
    expect((await api(`/api/certificates/${code}`)).status).toBe(404);
    expect(await documentFileExists(file)).toBe(false);
  });
});
