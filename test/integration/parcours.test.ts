/**
 * Issue 28 against the real stand-ins: sessions' places in the programme and its order, and each
 * person's parcours (documents opened by preview or download, once; sessions marked done), read in
 * one Query of their own partition, private to them, and gone with the document or session it names.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogPage, DocumentItem, DownloadLink, Parcours, Session } from '@common/api-types';
import { MESSAGES, VALIDATION_MESSAGES } from '@common/messages';
import { api, documentClient, pdfBytes, signIn, signUp, uploadFile } from './helpers';

let editor = '';

async function newPerson(): Promise<{ id: string; token: string }> {
  const account = await signUp();
  return { id: account.sub, token: (await signIn(account.email)).accessToken };
}

async function createSession(body: Record<string, unknown>): Promise<Session> {
  const response = await api('/api/sessions', {
    method: 'POST',
    token: editor,
    body: { title: `Parcours ${randomUUID().slice(0, 8)}`, status: 'published', ...body },
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

async function parcoursOf(token: string): Promise<Parcours> {
  const response = await api('/api/me/parcours', { token });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as Parcours;
}

/** A person's items as the table holds them: their whole partition (one Query). */
async function itemsOf(userId: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: 'tremplin',
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `PARCOURS#${userId}` },
      ConsistentRead: true,
    }),
  );
  return Items;
}

const preview = (token: string, id: string) => api(`/api/documents/${id}/preview`, { token });
const download = (token: string, id: string) =>
  api(`/api/documents/${id}/download`, { method: 'POST', token });
const markDone = (token: string, id: string, done = true) =>
  api(`/api/me/parcours/sessions/${id}`, { method: done ? 'PUT' : 'DELETE', token });

/** Every page of the public catalogue in one order. */
async function wholeCatalogue(sort: string, limit = 5): Promise<Session[]> {
  const items: Session[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `/api/sessions?sort=${sort}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = (await api(query)).json as CatalogPage;
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
}, 60_000);

describe('a session’s place in the programme', () => {
  it('is set by editors with the session, shown with it, and changed or taken away by a save', async () => {
    const session = await createSession({ phase: 2, number: 6 });
    expect(session).toMatchObject({ phase: 2, number: 6 });
    expect((await api(`/api/sessions/${session.id}`)).json).toMatchObject({ phase: 2, number: 6 });

    const moved = await api(`/api/sessions/${session.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: session.title, status: 'published', phase: 3, number: 9 },
    });
    expect(moved.json).toMatchObject({ phase: 3, number: 9 });
    const programme = await wholeCatalogue('programme', 100);
    const after9 = programme.findIndex((s) => s.id === session.id);
    expect(programme[after9 - 1]?.number).toBe(9);

    // A save without a place takes the session out of the programme.
    const out = await api(`/api/sessions/${session.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: session.title, status: 'published' },
    });
    expect(out.json).toMatchObject({ phase: null, number: null });
    expect((await parcoursOf(editor)).sessions.map((s) => s.id)).not.toContain(session.id);
  });

  it('is a phase and a number, or neither: a half place is refused in French and changes nothing', async () => {
    const response = await api('/api/sessions', {
      method: 'POST',
      token: editor,
      body: { title: `Demi ${randomUUID()}`, status: 'draft', phase: 1 },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      error: {
        message: VALIDATION_MESSAGES.programmePlaceIncomplete,
        fields: { number: VALIDATION_MESSAGES.programmePlaceIncomplete },
      },
    });
    const tooFar = await api('/api/sessions', {
      method: 'POST',
      token: editor,
      body: { title: 'Quinze', status: 'draft', phase: 1, number: 15 },
    });
    expect(tooFar.status).toBe(400);
    expect((tooFar.json as { error: { message: string } }).error.message).toBe(
      VALIDATION_MESSAGES.invalidProgrammeNumber,
    );
  });
});

describe('"Ordre du programme"', () => {
  it('lists the programme’s sessions by number, then every other published session, page by page', async () => {
    await createSession({});
    const all = await wholeCatalogue('programme');
    const total = ((await api('/api/sessions?limit=1')).json as CatalogPage).total;
    expect(all).toHaveLength(total);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    const numbers = all.map((s) => s.number ?? null);
    const firstOutside = numbers.indexOf(null);
    expect(firstOutside).toBeGreaterThanOrEqual(14);
    expect(numbers.slice(firstOutside).every((n) => n === null)).toBe(true);
    const inside = numbers.slice(0, firstOutside) as number[];
    expect(inside).toEqual([...inside].sort((a, b) => a - b));
    // The demo programme: "Identification du problème" first, not hidden behind 'Charger plus'.
    expect(all[0]).toMatchObject({ title: 'Identification du problème', phase: 1, number: 1 });
  });

  it('orders a search in the programme’s order too', async () => {
    const found = (await api('/api/sessions?sort=programme&search=strategie')).json as CatalogPage;
    const numbers = found.items.map((s) => s.number ?? Number.POSITIVE_INFINITY);
    expect(found.items.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('orders the shared catalogue on request (newest first stays its default), and refuses other orders in French', async () => {
    const shared = await api('/api/shared-sessions?sort=programme&limit=3', { token: editor });
    expect((shared.json as { items: Session[] }).items.map((s) => s.number)).toEqual([1, 2, 3]);
    const newest = (await api('/api/shared-sessions?limit=2', { token: editor })).json as {
      items: Session[];
    };
    const created = newest.items.map((s) => s.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const refused = await api('/api/shared-sessions?sort=oldest', { token: editor });
    expect(refused.status).toBe(400);
    expect((refused.json as { error: { message: string } }).error.message).toBe(
      VALIDATION_MESSAGES.invalidSharedSort,
    );
  });
});

describe('Mon parcours', () => {
  let session: Session;
  let docs: DocumentItem[];

  beforeAll(async () => {
    // Last in the programme: number 14 like the demo's last session, created after it.
    session = await createSession({ phase: 4, number: 14 });
    docs = [
      await addDocument(session.id, 'Guide'),
      await addDocument(session.id, 'Présentation'),
      await addDocument(session.id, 'Exercice'),
    ];
  }, 120_000);

  it('shows a new person the published programme, nothing opened or done, and where to start', async () => {
    const person = await newPerson();
    const parcours = await parcoursOf(person.token);
    const programme = (await wholeCatalogue('programme', 100)).filter((s) => s.number);
    expect(parcours.sessions.map((s) => s.id)).toEqual(programme.map((s) => s.id));
    expect(parcours.sessions.every((s) => s.state === 'todo' && s.opened_count === 0 && !s.done)).toBe(true);
    expect(parcours.done_count).toBe(0);
    expect(parcours.next).toEqual({ id: programme[0]?.id, title: 'Identification du problème' });
    expect(parcours.sessions.at(-1)).toMatchObject({
      id: session.id,
      documents_count: 3,
      phase: 4,
      number: 14,
    });
  });

  it('counts a preview read in the page and a download, each document once, while downloads are still counted each time', async () => {
    const person = await newPerson();
    const [guide, presentation] = docs as [DocumentItem, DocumentItem];
    expect((await preview(person.token, guide.id)).status).toBe(200);
    const mine = () => parcoursOf(person.token).then((p) => p.sessions.find((s) => s.id === session.id));
    expect(await mine()).toMatchObject({ opened_count: 1, state: 'in_progress' });

    const first = (await download(person.token, presentation.id)).json as DownloadLink;
    const second = (await download(person.token, presentation.id)).json as DownloadLink;
    expect(second.downloads_count).toBe(first.downloads_count + 1);
    expect((await preview(person.token, guide.id)).status).toBe(200);
    expect((await download(person.token, guide.id)).status).toBe(200);
    expect(await mine()).toMatchObject({ opened_count: 2, documents_count: 3, state: 'in_progress' });
    expect((await itemsOf(person.id)).filter((i) => String(i.SK).startsWith('OPENED#'))).toHaveLength(2);
  });

  it('records an opening once however many downloads and previews of it race', async () => {
    const person = await newPerson();
    const [, , exercise] = docs as [DocumentItem, DocumentItem, DocumentItem];
    const before = ((await download(editor, exercise.id)).json as DownloadLink).downloads_count;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 ? download(person.token, exercise.id) : preview(person.token, exercise.id),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const opened = (await itemsOf(person.id)).filter((i) => i.SK === `OPENED#${exercise.id}`);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ user_id: person.id, session_id: session.id });
    // The six downloads still count six times (the spec's counters keep their meaning).
    const after = ((await download(editor, exercise.id)).json as DownloadLink).downloads_count;
    expect(after - before).toBe(6 + 1);
  });

  it('marks a session done, and undone with the same button, idempotently, even when the requests race', async () => {
    const person = await newPerson();
    const start = await parcoursOf(person.token);
    const first = start.sessions[0];
    if (!first) throw new Error('no programme');
    const answers = await Promise.all(Array.from({ length: 8 }, () => markDone(person.token, first.id)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(answers[0]?.json).toEqual({ session_id: first.id, done: true });
    expect((await itemsOf(person.id)).filter((i) => String(i.SK).startsWith('DONE#'))).toHaveLength(1);

    const done = await parcoursOf(person.token);
    expect(done.done_count).toBe(1);
    expect(done.sessions[0]).toMatchObject({ done: true, state: 'done' });
    expect(done.next?.id).toBe(start.sessions[1]?.id);
    expect(done.done_session_ids).toEqual([first.id]);

    for (let i = 0; i < 2; i++) {
      const undone = await markDone(person.token, first.id, false);
      expect(undone.status).toBe(200);
      expect(undone.json).toEqual({ session_id: first.id, done: false });
    }
    const back = await parcoursOf(person.token);
    expect(back.done_count).toBe(0);
    expect(back.next?.id).toBe(first.id);
    expect(await itemsOf(person.id)).toEqual([]);
  });

  it('is the person’s own: another sees none of it, a visitor nothing', async () => {
    const [one, other] = [await newPerson(), await newPerson()];
    const [guide] = docs as [DocumentItem];
    await preview(one.token, guide.id);
    await markDone(one.token, session.id);
    const theirs = await parcoursOf(other.token);
    expect(theirs.done_count).toBe(0);
    expect(theirs.done_session_ids).toEqual([]);
    expect(theirs.sessions.find((s) => s.id === session.id)).toMatchObject({
      opened_count: 0,
      state: 'todo',
    });
    expect((await parcoursOf(one.token)).sessions.find((s) => s.id === session.id)?.state).toBe('done');
    expect((await api('/api/me/parcours')).status).toBe(401);
    expect((await api(`/api/me/parcours/sessions/${session.id}`, { method: 'PUT' })).status).toBe(401);
  });

  it('marks only published sessions done; a bad id is refused in French', async () => {
    const person = await newPerson();
    const draft = await api('/api/sessions', {
      method: 'POST',
      token: editor,
      body: { title: `Brouillon ${randomUUID()}`, status: 'draft', phase: 1, number: 1 },
    });
    const refused = await markDone(person.token, (draft.json as Session).id);
    expect(refused.status).toBe(404);
    expect((refused.json as { error: { message: string } }).error.message).toBe(
      MESSAGES.sessionNotFoundOrNotPublished,
    );
    expect((await markDone(person.token, randomUUID())).status).toBe(404);
    const bad = await markDone(person.token, 'pas-un-id');
    expect(bad.status).toBe(400);
    expect((bad.json as { error: { message: string } }).error.message).toMatch(/identifiant/i);
    expect(await itemsOf(person.id)).toEqual([]);
    // A draft is in nobody's parcours, even numbered.
    expect((await parcoursOf(person.token)).sessions.map((s) => s.id)).not.toContain(
      (draft.json as Session).id,
    );
  });

  it('counts only public documents: reading a draft’s document as its editor records nothing', async () => {
    const editorId = ((await api('/api/me', { token: editor })).json as { id: string }).id;
    const draft = await api('/api/sessions', {
      method: 'POST',
      token: editor,
      body: { title: `Brouillon ${randomUUID()}`, status: 'draft' },
    });
    const doc = await addDocument((draft.json as Session).id, 'Brouillon');
    expect((await preview(editor, doc.id)).status).toBe(200);
    expect((await itemsOf(editorId)).filter((i) => i.SK === `OPENED#${doc.id}`)).toEqual([]);
  });

  it('lets go of what it recorded with the document or the session it names', async () => {
    const person = await newPerson();
    const gone = await createSession({ phase: 4, number: 13 });
    const [a, b] = [await addDocument(gone.id, 'A'), await addDocument(gone.id, 'B')];
    await preview(person.token, a.id);
    await download(person.token, b.id);
    await markDone(person.token, gone.id);
    expect(await itemsOf(person.id)).toHaveLength(3);

    expect((await api(`/api/documents/${a.id}`, { method: 'DELETE', token: editor })).status).toBe(200);
    expect((await itemsOf(person.id)).map((i) => i.SK).sort()).toEqual([`DONE#${gone.id}`, `OPENED#${b.id}`]);
    expect((await parcoursOf(person.token)).sessions.find((s) => s.id === gone.id)).toMatchObject({
      opened_count: 1,
      documents_count: 1,
    });

    expect((await api(`/api/sessions/${gone.id}`, { method: 'DELETE', token: editor })).status).toBe(200);
    expect(await itemsOf(person.id)).toEqual([]);
    const after = await parcoursOf(person.token);
    expect(after.sessions.map((s) => s.id)).not.toContain(gone.id);
    expect(after.done_session_ids).toEqual([]);
  });
});
