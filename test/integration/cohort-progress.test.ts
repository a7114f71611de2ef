/**
 * Issue 30, point 4, against the real stand-ins: a cohort's grid follows what each participant does
 * (a document opened, a session marked done) through the pipeline, its managers take attendance, the
 * export holds both, and nobody else reads any of it.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Cohort,
  CohortProgressPage,
  DocumentItem,
  ParticipantProgress,
  Session,
  SessionProgress,
} from '@common/api-types';
import { createCohort, joinCohort, sharedPlatform } from './cohort-support';
import { api, cloud, documentClient, pdfBytes, signIn, signUp, uploadFile } from './helpers';

let editor = '';
let cohort: Cohort;
/** A second cohort Karim is in: the control that shows his pipeline's jobs have run. */
let control: Cohort;
let sessions: Session[] = [];
let documents: DocumentItem[] = [];
const amina = { id: '', email: '', token: '' };
const karim = { id: '', email: '', token: '' };
const outsider = { token: '' };

async function person(target: { id: string; email: string; token: string }): Promise<void> {
  const account = await signUp();
  Object.assign(target, {
    id: account.sub,
    email: account.email,
    token: (await signIn(account.email)).accessToken,
  });
}

async function createSession(): Promise<Session> {
  const response = await api('/api/sessions', {
    method: 'POST',
    token: editor,
    body: { title: `Progression ${randomUUID().slice(0, 8)}`, status: 'published' },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as Session;
}

async function addDocument(sessionId: string, title: string): Promise<DocumentItem> {
  const upload_key = await uploadFile(editor, 'document', `${title}.pdf`, pdfBytes(title), 'application/pdf');
  const response = await api(`/api/sessions/${sessionId}/documents`, {
    method: 'POST',
    token: editor,
    body: { title, category: 'guide', upload_key },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as DocumentItem;
}

async function grid(token = editor, query = ''): Promise<CohortProgressPage> {
  const response = await api(`/api/cohorts/${cohort.id}/progress${query}`, { token });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as CohortProgressPage;
}

async function progressOf(userId: string): Promise<Record<string, SessionProgress>> {
  const row = (await grid()).items.find((item) => item.participant.id === userId);
  if (!row) throw new Error(`${userId} is not in the grid`);
  return row.progress;
}

/** The grid as it will be once the pipeline has copied the parcours over (it runs behind the request). */
async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  let value = await read();
  while (!ready(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

const attend = (token: string, userId: string, sessionId: string, attendance: unknown) =>
  api(`/api/cohorts/${cohort.id}/participants/${userId}/attendance/${sessionId}`, {
    method: 'PUT',
    token,
    body: { attendance },
  });

async function exportCsv(token = editor): Promise<Response> {
  return fetch(`${cloud().url}/api/cohorts/${cohort.id}/progress/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
  await Promise.all([person(amina), person(karim)]);
  outsider.token = (await signIn((await signUp()).email)).accessToken;

  sessions = [await createSession(), await createSession()];
  const [first, second] = sessions as [Session, Session];
  documents = [await addDocument(first.id, 'Guide'), await addDocument(first.id, 'Exercice')];
  await addDocument(second.id, 'Canevas');

  cohort = await createCohort(sharedPlatform(), editor, 'Cohorte progression', [
    { session_id: first.id, planned_on: '2027-01-04', place: 'Salle Atlas', link: null },
    { session_id: second.id, planned_on: '2027-02-01', place: null, link: null },
  ]);
  control = await createCohort(sharedPlatform(), editor, 'Cohorte progression', [
    { session_id: first.id, planned_on: '2027-01-11', place: null, link: null },
  ]);
  // Amina read a document of the first session before she was invited: it shows once she joins.
  expect((await api(`/api/documents/${documents[0]?.id}/preview`, { token: amina.token })).status).toBe(200);
  await joinCohort(sharedPlatform(), editor, cohort, amina);
  await joinCohort(sharedPlatform(), editor, cohort, karim);
  await joinCohort(sharedPlatform(), editor, control, karim);
}, 120_000);

describe("a cohort's grid", () => {
  it('has the programme as columns and every participant as a row, starting from what they did before', async () => {
    const [first, second] = sessions as [Session, Session];
    const page = await eventually(
      grid,
      (p) => p.items.find((r) => r.participant.id === amina.id)?.progress[first.id]?.opened === 1,
    );
    expect(page.sessions.map((s) => [s.id, s.planned_on, s.documents_count])).toEqual([
      [first.id, '2027-01-04', 2],
      [second.id, '2027-02-01', 1],
    ]);
    expect(page.items.map((r) => r.participant.id).sort()).toEqual([amina.id, karim.id].sort());
    const row = page.items.find((r) => r.participant.id === amina.id);
    expect(row?.progress[first.id]).toEqual({ opened: 1, done: false, attendance: null });
    expect(row?.progress[second.id]).toEqual({ opened: 0, done: false, attendance: null });
  });

  it('follows a document opened and a session marked done, then unmarked', async () => {
    const [first, second] = sessions as [Session, Session];
    expect(
      (await api(`/api/documents/${documents[1]?.id}/download`, { method: 'POST', token: amina.token }))
        .status,
    ).toBe(200);
    expect(
      (await api(`/api/me/parcours/sessions/${second.id}`, { method: 'PUT', token: amina.token })).status,
    ).toBe(200);
    let progress = await eventually(
      () => progressOf(amina.id),
      (p) => p[first.id]?.opened === 2 && p[second.id]?.done === true,
    );
    expect(progress[first.id]).toMatchObject({ opened: 2, done: false });
    expect(progress[second.id]).toMatchObject({ opened: 0, done: true });
    // Karim did nothing: nothing shows for him.
    expect(Object.values(await progressOf(karim.id)).every((p) => p.opened === 0 && !p.done)).toBe(true);

    expect(
      (await api(`/api/me/parcours/sessions/${second.id}`, { method: 'DELETE', token: amina.token })).status,
    ).toBe(200);
    progress = await eventually(
      () => progressOf(amina.id),
      (p) => p[second.id]?.done === false,
    );
    expect(progress[second.id]?.done).toBe(false);
  });

  it('pages its rows with a cursor, each participant once', async () => {
    const one = await grid(editor, '?limit=1');
    expect(one.items).toHaveLength(1);
    expect(one.next_cursor).not.toBeNull();
    const two = await grid(editor, `?limit=1&cursor=${encodeURIComponent(one.next_cursor ?? '')}`);
    expect(two.items).toHaveLength(1);
    expect(two.items[0]?.participant.id).not.toBe(one.items[0]?.participant.id);
    const forged = await api(`/api/cohorts/${cohort.id}/progress?cursor=abc`, { token: editor });
    expect(forged.status).toBe(400);
  });
});

describe('attendance', () => {
  it('is taken, changed and cleared per session, and shows in the grid and the participant page', async () => {
    const [first, second] = sessions as [Session, Session];
    expect((await attend(editor, karim.id, first.id, 'present')).status).toBe(204);
    expect((await attend(editor, karim.id, second.id, 'excused')).status).toBe(204);
    expect((await progressOf(karim.id))[first.id]?.attendance).toBe('present');
    expect((await attend(editor, karim.id, first.id, 'absent')).status).toBe(204);
    const page = await api(`/api/cohorts/${cohort.id}/participants/${karim.id}`, { token: editor });
    expect(page.status).toBe(200);
    const participant = page.json as ParticipantProgress;
    expect(participant.participant.email).toBe(karim.email);
    expect(participant.sessions.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(participant.progress[first.id]?.attendance).toBe('absent');
    expect(participant.progress[second.id]?.attendance).toBe('excused');
    expect((await attend(editor, karim.id, second.id, null)).status).toBe(204);
    expect((await progressOf(karim.id))[second.id]?.attendance).toBeNull();
  });

  it('keeps both of two managers taking two sessions at once', async () => {
    const [first, second] = sessions as [Session, Session];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        attend(editor, amina.id, i % 2 ? first.id : second.id, i % 2 ? 'present' : 'excused'),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(204));
    const progress = await progressOf(amina.id);
    expect(progress[first.id]?.attendance).toBe('present');
    expect(progress[second.id]?.attendance).toBe('excused');
  });

  it('refuses a value it does not know, a session outside the programme and someone outside the cohort, in French', async () => {
    const [first] = sessions as [Session, Session];
    const bad = await attend(editor, karim.id, first.id, 'late');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('Choisissez « Présent », « Absent » ou « Excusé ».');
    const other = await createSession();
    const outside = await attend(editor, karim.id, other.id, 'present');
    expect(outside.status).toBe(404);
    expect(JSON.stringify(outside.json)).toContain('ne fait pas partie du programme');
    const stranger = await attend(editor, randomUUID(), first.id, 'present');
    expect(stranger.status).toBe(404);
    // Nothing was written for the stranger: no member item appeared.
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: 'tremplin',
        Key: { PK: `COHORT#${cohort.id}`, SK: `MEMBER#${randomUUID()}` },
      }),
    );
    expect(Item).toBeUndefined();
    expect((await progressOf(karim.id))[first.id]?.attendance).toBe('absent');
  });
});

describe('"Exporter (CSV)"', () => {
  it('is UTF-8 with a byte-order mark, French headers, a row per participant with progress and attendance', async () => {
    const [first, second] = sessions as [Session, Session];
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="progression-cohorte-progression-[a-z0-9]+\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Read as a spreadsheet does: the mark says UTF-8, semicolons part the fields.
    const rows: string[][] = parse(Buffer.from(bytes), {
      bom: true,
      delimiter: ';',
      record_delimiter: '\r\n',
    });
    const [header, ...lines] = rows as [string[], ...string[][]];
    expect(header.slice(0, 5)).toEqual(['Participant', 'E-mail', 'Startup', 'Rôle', 'Sessions terminées']);
    expect(header.slice(5)).toEqual([
      `${first.title} — progression`,
      `${first.title} — présence`,
      `${second.title} — progression`,
      `${second.title} — présence`,
    ]);
    expect(lines).toHaveLength(2);
    const byEmail = new Map(lines.map((line) => [line[1], line]));
    expect(byEmail.get(karim.email)?.slice(3)).toEqual([
      'Participant',
      '0',
      'Pas commencée',
      'Absent',
      'Pas commencée',
      '',
    ]);
    expect(byEmail.get(amina.email)?.slice(3)).toEqual([
      'Participant',
      '0',
      '2/2 ouverts',
      'Présent',
      'Pas commencée',
      'Excusé',
    ]);
  });
});

describe('who sees progress', () => {
  it('is refused to the participants themselves, to anyone else, and to an editor who does not manage the cohort', async () => {
    for (const token of [amina.token, outsider.token]) {
      expect((await api(`/api/cohorts/${cohort.id}/progress`, { token })).status).toBe(403);
      expect((await api(`/api/cohorts/${cohort.id}/participants/${karim.id}`, { token })).status).toBe(403);
      expect((await exportCsv(token)).status).toBe(403);
      expect((await attend(token, amina.id, sessions[0]?.id ?? '', 'present')).status).toBe(403);
    }
    expect((await api(`/api/cohorts/${cohort.id}/progress`)).status).toBe(401);
  });

  it('drops a removed participant, and what they do next brings no row back', async () => {
    const removed = await api(`/api/cohorts/${cohort.id}/participants/${karim.id}`, {
      method: 'DELETE',
      token: editor,
    });
    expect(removed.status).toBe(204);
    expect((await api(`/api/documents/${documents[0]?.id}/preview`, { token: karim.token })).status).toBe(
      200,
    );
    // The job that copies his parcours over runs for all his cohorts: once the control shows it, it ran.
    const [first] = sessions as [Session, Session];
    const inControl = async () =>
      ((await api(`/api/cohorts/${control.id}/progress`, { token: editor })).json as CohortProgressPage)
        .items[0]?.progress[first.id]?.opened ?? 0;
    expect(await eventually(inControl, (opened) => opened === 1)).toBe(1);
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: 'tremplin',
        Key: { PK: `COHORT#${cohort.id}`, SK: `MEMBER#${karim.id}` },
        ConsistentRead: true,
      }),
    );
    expect(Item).toBeUndefined();
    expect((await grid()).items.map((r) => r.participant.id)).toEqual([amina.id]);
    expect((await exportCsv()).status).toBe(200);
  });
});
