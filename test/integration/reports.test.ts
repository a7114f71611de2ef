/**
 * "Rapport" (issue 31, point 5) on the shared local cloud: the figures of a cohort equal what the test
 * made happen in it — who joined, under which startup, who was present, what was accepted, who
 * completed, which certificate was issued — for the period chosen, broken down by the profiles'
 * "Pays" and "Genre"; the CSV and the PDF say the same; only the cohort's managers and admins read
 * it, and every cohort's report is the admins'.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cohort, Deliverable } from '@common/api-types';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { REPORT_MESSAGES as R, REPORT_SHARED_WORDS as W } from '@common/messages/reports';
import type { ProgrammeReport, ReportFigures } from '@common/report';
import { createCohort, publishedSession, sharedPlatform } from './cohort-support';
import { acceptedHandIn, joinAs, makeMentor, newPerson, type Person } from './deliverable-support';
import { api, cloud, setRoleInTable, signIn } from './helpers';

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

let editor = '';
let admin = '';
let cohort: Cohort;
/** The programme's two sessions: 11 January and 15 February 2027. */
let first = '';
let second = '';
let deliverable: Deliverable;
const people = {} as Record<'ada' | 'bakary' | 'chaima' | 'dede' | 'mentor' | 'outsider', Person>;

/** The whole life of the cohort is inside it; acceptance and certificates happen today. */
const WHOLE = { from: '2026-01-01', to: '2027-12-31' };

const report = (query: Record<string, string>, token = editor) =>
  api(`/api/cohorts/${cohort.id}/report?${new URLSearchParams(query).toString()}`, { token });
const refusal = (json: unknown) => (json as { error: { message: string } }).error.message;

async function attendance(who: Person, sessionId: string, value: 'present' | 'absent' | 'excused') {
  const taken = await api(`/api/cohorts/${cohort.id}/participants/${who.id}/attendance/${sessionId}`, {
    method: 'PUT',
    token: editor,
    body: { attendance: value },
  });
  expect(taken.status, JSON.stringify(taken.json)).toBe(204);
}

async function profile(who: Person, answers: { country?: string; gender?: string }) {
  const saved = await api('/api/me', {
    method: 'PATCH',
    token: who.token,
    body: { full_name: 'Participant du rapport', ...answers },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

async function download(path: string, token: string) {
  const response = await fetch(`${cloud().url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
  admin = (await signIn('admin@tremplin.test')).accessToken;
  first = await publishedSession(editor, 'Problème');
  second = await publishedSession(editor, 'Pitch');
  cohort = await createCohort(sharedPlatform(), editor, 'Rapport', [
    { session_id: first, planned_on: '2027-01-11', place: null, link: null },
    { session_id: second, planned_on: '2027-02-15', place: null, link: null },
  ]);
  for (const key of ['ada', 'bakary', 'chaima', 'dede', 'mentor', 'outsider'] as const)
    people[key] = await newPerson();
  await joinAs(cohort, editor, people.ada, 'Jokko Agri', 'Ada Diallo');
  await joinAs(cohort, editor, people.bakary, 'Sahel Solar', 'Bakary Traoré');
  // The same startup, typed otherwise: one startup.
  await joinAs(cohort, editor, people.chaima, ' jokko  AGRI', 'Chaïma Benali');
  await joinAs(cohort, editor, people.dede, 'Argan Tech', 'Dédé Kouassi');
  await joinAs(cohort, editor, people.mentor, 'Jokko Agri', 'Mariama Mentor');
  await makeMentor(cohort.id, editor, people.mentor, ['Jokko Agri']);
  await profile(people.ada, { country: 'MA', gender: 'female' });
  await profile(people.bakary, { country: 'SN', gender: 'male' });
  await profile(people.chaima, { country: 'MA', gender: 'female' });
  // Dédé answers neither; the mentor's answers never count.
  await profile(people.mentor, { country: 'FR', gender: 'male' });

  const added = await api(`/api/cohorts/${cohort.id}/deliverables`, {
    method: 'POST',
    token: editor,
    body: {
      request_id: randomUUID(),
      session_id: first,
      title: 'Énoncé du problème',
      instructions: null,
      due_on: '2027-01-25',
      kinds: ['pdf'],
      max_size_mb: 5,
    },
  });
  expect(added.status, JSON.stringify(added.json)).toBe(201);
  deliverable = added.json as Deliverable;
  await acceptedHandIn(cohort.id, deliverable.id, people.ada, editor);
  await acceptedHandIn(cohort.id, deliverable.id, people.bakary, editor);
  const issued = await api(`/api/cohorts/${cohort.id}/certificate`, {
    method: 'POST',
    token: people.ada.token,
  });
  expect(issued.status, JSON.stringify(issued.json)).toBe(201);

  // The first session: Ada and Chaïma present, Bakary absent, Dédé excused. The second: Ada present.
  await attendance(people.ada, first, 'present');
  await attendance(people.chaima, first, 'present');
  await attendance(people.bakary, first, 'absent');
  await attendance(people.dede, first, 'excused');
  await attendance(people.ada, second, 'present');
}, 240_000);

const figures = (values: Partial<ReportFigures>): ReportFigures => ({
  participants: 0,
  startups: 0,
  attendance_rate: null,
  deliverables_accepted: 0,
  completed: 0,
  completion_rate: null,
  certificates_issued: 0,
  ...values,
});

describe("a cohort's report", () => {
  it('counts exactly what happened in the cohort over the whole period', async () => {
    const answer = await report(WHOLE);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const body = answer.json as ProgrammeReport;
    expect(body.period).toEqual(WHOLE);
    expect(body.cohort?.id).toBe(cohort.id);
    const whole = figures({
      participants: 4,
      startups: 3,
      attendance_rate: 3 / 4,
      deliverables_accepted: 2,
      completed: 2,
      completion_rate: 2 / 4,
      certificates_issued: 1,
    });
    expect(body.totals).toEqual(whole);
    expect(body.cohorts.map((line) => [line.cohort.id, line.figures])).toEqual([[cohort.id, whole]]);
    expect(body.by_country).toEqual([
      {
        value: 'MA',
        label: 'Maroc',
        figures: figures({
          participants: 2,
          startups: 1,
          attendance_rate: 1,
          deliverables_accepted: 1,
          completed: 1,
          completion_rate: 1 / 2,
          certificates_issued: 1,
        }),
      },
      {
        value: 'SN',
        label: 'Sénégal',
        figures: figures({
          participants: 1,
          startups: 1,
          attendance_rate: 0,
          deliverables_accepted: 1,
          completed: 1,
          completion_rate: 1,
        }),
      },
      {
        value: null,
        label: 'Non renseigné',
        figures: figures({ participants: 1, startups: 1, completion_rate: 0 }),
      },
    ]);
    expect(body.by_gender.map((row) => [row.label, row.figures.participants])).toEqual([
      ['Femme', 2],
      ['Homme', 1],
      ['Non renseigné', 1],
    ]);
  });

  it('counts only what falls in a shorter period, and nothing before the cohort runs', async () => {
    // From February 2027: the second session only; today's acceptances and certificate fall before.
    const later = (await report({ from: '2027-02-01', to: '2027-12-31' })).json as ProgrammeReport;
    expect(later.totals).toEqual(
      figures({ participants: 4, startups: 3, attendance_rate: 1, completed: 2, completion_rate: 2 / 4 }),
    );
    // The cohort's own dates by default (from 4 January 2027): the same as above but January's session.
    const own = (await report({})).json as ProgrammeReport;
    expect(own.period).toEqual({ from: cohort.starts_on, to: cohort.ends_on });
    expect(own.totals.attendance_rate).toBe(3 / 4);
    expect(own.totals.deliverables_accepted).toBe(0);
    // Before the cohort starts: it was not under way.
    const before = (await report({ from: '2026-01-01', to: '2026-06-30' })).json as ProgrammeReport;
    expect([before.cohorts, before.totals]).toEqual([[], figures({})]);
  });

  it('no longer counts a revoked certificate', async () => {
    const revoked = await api(`/api/cohorts/${cohort.id}/participants/${people.ada.id}/certificate`, {
      method: 'DELETE',
      token: editor,
    });
    expect(revoked.status, JSON.stringify(revoked.json)).toBe(204);
    expect(((await report(WHOLE)).json as ProgrammeReport).totals.certificates_issued).toBe(0);
  });

  it('exports the same figures as a CSV a spreadsheet opens', async () => {
    const { response, bytes } = await download(
      `/api/cohorts/${cohort.id}/report?${new URLSearchParams({ ...WHOLE, format: 'csv' }).toString()}`,
      editor,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual([
      R.breakdownColumn,
      R.valueColumn,
      W.participants,
      R.startups,
      `${R.attendanceRate} (%)`,
      R.deliverablesAccepted,
      R.completed,
      `${R.completionRate} (%)`,
      R.certificatesIssued,
    ]);
    const byLabel = new Map(rows.slice(1).map((row) => [`${row[0]}|${row[1]}`, row.slice(2)]));
    expect(byLabel.get(`${R.total}|${cohort.name} — ${R.period(WHOLE.from, WHOLE.to)}`)).toEqual([
      '4',
      '3',
      '75',
      '2',
      '2',
      '50',
      '0',
    ]);
    expect(byLabel.get(`${R.countryColumn}|Maroc`)).toEqual(['2', '1', '100', '1', '1', '50', '0']);
    expect(byLabel.get(`${R.genderColumn}|Non renseigné`)).toEqual(['1', '1', '', '0', '0', '0', '0']);
  });

  it('exports a one-page PDF that says the same', async () => {
    const { response, bytes } = await download(
      `/api/cohorts/${cohort.id}/report?${new URLSearchParams({ ...WHOLE, format: 'pdf' }).toString()}`,
      editor,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const document = await pdfjs.getDocument({ data: bytes, verbosity: 0 }).promise;
    expect(document.numPages).toBe(1);
    const page = await document.getPage(1);
    const text = (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join('\n');
    expect(text).toContain(R.cohortTitle(cohort.name));
    expect(text).toContain(R.period('1 janvier 2026', '31 décembre 2027'));
    for (const line of [W.participants, R.byCountry, 'Maroc', 'Sénégal', R.byGender, 'Femme', '75 %', '50 %'])
      expect(text).toContain(line);
  });

  it("is its managers' and the admins' only", async () => {
    const participant = await report(WHOLE, people.ada.token);
    expect([participant.status, refusal(participant.json)]).toEqual([403, COHORT_MESSAGES.managersOnly]);
    expect((await report(WHOLE, people.outsider.token)).status).toBe(403);
    // An editor who does not manage the cohort learns nothing of it.
    const otherEditor = await newPerson();
    await setRoleInTable(otherEditor.id, 'editor');
    const notTheirs = await report(WHOLE, (await signIn(otherEditor.email)).accessToken);
    expect([notTheirs.status, refusal(notTheirs.json)]).toEqual([404, COHORT_MESSAGES.cohortNotFound]);
    const adminView = await report(WHOLE, admin);
    expect(adminView.status).toBe(200);
    expect((adminView.json as ProgrammeReport).totals.participants).toBe(4);
  });

  it('refuses a bad period or format in French', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2027-02-30' }, COHORT_MESSAGES.invalidDay],
      [{ from: '2027-03-01', to: '2027-02-01' }, R.periodReversed],
      [{ from: '2000-01-01', to: '2027-01-01' }, R.periodTooLong],
      [{ format: 'xlsx' }, R.invalidFormat],
    ];
    for (const [query, message] of cases) {
      const answer = await report(query);
      expect([answer.status, JSON.stringify(answer.json).includes(message)], JSON.stringify(query)).toEqual([
        400,
        true,
      ]);
    }
  });
});

describe("every cohort's report", () => {
  const all = (query: Record<string, string>, token = admin) =>
    api(`/api/reports?${new URLSearchParams(query).toString()}`, { token });

  it("holds this cohort's figures among the cohorts under way, for admins only", async () => {
    const answer = await all(WHOLE);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const body = answer.json as ProgrammeReport;
    expect(body.cohort).toBeNull();
    const ours = body.cohorts.find((line) => line.cohort.id === cohort.id);
    expect(ours?.figures).toEqual(
      figures({
        participants: 4,
        startups: 3,
        attendance_rate: 3 / 4,
        deliverables_accepted: 2,
        completed: 2,
        completion_rate: 2 / 4,
      }),
    );
    // The totals add up the cohorts' participants.
    expect(body.totals.participants).toBe(
      body.cohorts.reduce((sum, line) => sum + line.figures.participants, 0),
    );
    // A period before any cohort of the test's runs leaves this one out.
    const early = (await all({ from: '2026-01-01', to: '2026-06-30' })).json as ProgrammeReport;
    expect(early.cohorts.some((line) => line.cohort.id === cohort.id)).toBe(false);

    const editorAsks = await all(WHOLE, editor);
    expect([editorAsks.status, refusal(editorAsks.json)]).toEqual([403, R.adminsOnly]);
  });
});
