import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardDocumentPage,
  DashboardStats,
  DashboardSessionPage,
  DocumentItem,
  DocumentTotals,
  Session,
  SessionTotals,
} from '@common/api-types';
import { DOCUMENT_CATEGORIES } from '@common/documents';
import { keys } from '../../lambdas/lib/keys';
import { recountListTotalsOnce } from '../../lambdas/stats/recount-list-totals';
import {
  api,
  documentClient,
  pdfBytes,
  signIn,
  signUp,
  uploadFile,
  setRoleInTable as setRole,
} from './helpers';

let editor: string;
const marker = `tot${randomUUID().slice(0, 6)}`;

async function sessionsPage(token: string, query = ''): Promise<DashboardSessionPage> {
  const response = await api(`/api/dashboard/sessions?${query}`, { token });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as DashboardSessionPage;
}

async function documentsPage(token: string, query = ''): Promise<DashboardDocumentPage> {
  const response = await api(`/api/dashboard/documents?${query}`, { token });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as DashboardDocumentPage;
}

/** Every item of a dashboard list, page by page: what the totals must agree with. */
async function readAll<T>(read: (cursor: string) => Promise<{ items: T[]; next_cursor: string | null }>) {
  const items: T[] = [];
  let cursor = '';
  do {
    const page = await read(cursor);
    items.push(...page.items);
    cursor = page.next_cursor ?? '';
  } while (cursor);
  return items;
}

function sessionTotalsOf(sessions: Session[]): SessionTotals {
  const count = (status: string) => sessions.filter((s) => s.status === status).length;
  return {
    all: sessions.length,
    draft: count('draft'),
    review: count('review'),
    published: count('published'),
  };
}

function documentTotalsOf(documents: DocumentItem[]): DocumentTotals {
  const byCategory = Object.fromEntries(
    [...DOCUMENT_CATEGORIES, 'none'].map((c) => [c, 0]),
  ) as DocumentTotals['byCategory'];
  for (const d of documents) byCategory[d.category ?? 'none'] += 1;
  return {
    documents: documents.length,
    downloads: documents.reduce((sum, d) => sum + d.downloads_count, 0),
    byCategory,
  };
}

const allSessions = (token: string) =>
  readAll((cursor) =>
    sessionsPage(token, `limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
  );
const allDocuments = (token: string) =>
  readAll((cursor) =>
    documentsPage(token, `limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
  );

async function createSession(token: string, title: string, status: string): Promise<Session> {
  const response = await api('/api/sessions', { method: 'POST', token, body: { title, status } });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as Session;
}

async function addDocument(token: string, sessionId: string, category: string): Promise<DocumentItem> {
  const upload_key = await uploadFile(token, 'document', 'fiche.pdf', pdfBytes(marker), 'application/pdf');
  const response = await api(`/api/sessions/${sessionId}/documents`, {
    method: 'POST',
    token,
    body: { upload_key, title: `Fiche ${marker}`, category },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as DocumentItem;
}

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
});

describe('dashboard session totals', () => {
  it('count every session per status for an editor, whatever the filters and the page', async () => {
    const page = await sessionsPage(editor, 'limit=1');
    expect(page.items).toHaveLength(1);
    expect(page.totals).toEqual(sessionTotalsOf(await allSessions(editor)));
    expect(page.totals.all).toBeGreaterThan(1);
    // A filter narrows the list ('matched'), never the totals.
    expect((await sessionsPage(editor, 'status=draft')).totals).toEqual(page.totals);
  });

  it('follow a create, a status change and a delete', async () => {
    const before = (await sessionsPage(editor)).totals;
    const session = await createSession(editor, `Totaux ${marker}`, 'draft');
    expect((await sessionsPage(editor)).totals).toEqual({
      ...before,
      all: before.all + 1,
      draft: before.draft + 1,
    });
    const updated = await api(`/api/sessions/${session.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: session.title, status: 'review' },
    });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect((await sessionsPage(editor)).totals).toEqual({
      ...before,
      all: before.all + 1,
      review: before.review + 1,
    });
    expect((await api(`/api/sessions/${session.id}`, { method: 'DELETE', token: editor })).status).toBe(200);
    expect((await sessionsPage(editor)).totals).toEqual(before);
  });
});

describe('dashboard document totals', () => {
  it('count every document, its downloads and its category for an editor', async () => {
    const page = await documentsPage(editor, 'limit=1');
    expect(page.totals).toEqual(documentTotalsOf(await allDocuments(editor)));
    expect(page.totals.documents).toBeGreaterThan(1);
    expect((await documentsPage(editor, 'category=guide')).totals).toEqual(page.totals);
  });

  it('follow a create, a download and a delete (the downloads leave with the document)', async () => {
    const before = (await documentsPage(editor)).totals;
    const session = await createSession(editor, `Documents ${marker}`, 'published');
    const doc = await addDocument(editor, session.id, 'exercise');
    const added = (await documentsPage(editor)).totals;
    expect(added.documents).toBe(before.documents + 1);
    expect(added.byCategory.exercise).toBe(before.byCategory.exercise + 1);
    expect(added.downloads).toBe(before.downloads);

    for (let i = 0; i < 3; i++) {
      expect((await api(`/api/documents/${doc.id}/download`, { method: 'POST', token: editor })).status).toBe(
        200,
      );
    }
    expect((await documentsPage(editor)).totals.downloads).toBe(before.downloads + 3);

    // An edit carries the downloads along; a new category moves the document.
    const edited = await api(`/api/documents/${doc.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: `Fiche ${marker} bis`, category: 'guide' },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const moved = (await documentsPage(editor)).totals;
    expect(moved.byCategory.exercise).toBe(before.byCategory.exercise);
    expect(moved.byCategory.guide).toBe(before.byCategory.guide + 1);
    expect(moved.downloads).toBe(before.downloads + 3);

    expect((await api(`/api/documents/${doc.id}`, { method: 'DELETE', token: editor })).status).toBe(200);
    expect((await documentsPage(editor)).totals).toEqual(before);
    expect((await api(`/api/sessions/${session.id}`, { method: 'DELETE', token: editor })).status).toBe(200);
  });
});

describe('a plain user’s totals', () => {
  it('count only their own sessions and the documents of those, as their lists show', async () => {
    const { email, sub } = await signUp();
    const token = (await signIn(email)).accessToken;
    expect((await sessionsPage(token)).totals).toEqual({ all: 0, draft: 0, review: 0, published: 0 });
    expect((await documentsPage(token)).totals.documents).toBe(0);

    // Users do not create sessions; one that was an editor keeps what it made.
    await setRole(sub, 'editor');
    const draft = await createSession(token, `Brouillon ${marker}`, 'draft');
    const published = await createSession(token, `Publiée ${marker}`, 'published');
    const doc = await addDocument(token, published.id, 'presentation');
    await addDocument(token, draft.id, 'guide');
    await setRole(sub, 'user');
    expect((await api(`/api/documents/${doc.id}/download`, { method: 'POST', token: editor })).status).toBe(
      200,
    );

    const sessions = await sessionsPage(token);
    expect(sessions.totals).toEqual({ all: 2, draft: 1, review: 0, published: 1 });
    expect(sessions.totals).toEqual(sessionTotalsOf(await allSessions(token)));
    const documents = await documentsPage(token);
    expect(documents.totals).toEqual(documentTotalsOf(await allDocuments(token)));
    expect(documents.totals).toMatchObject({ documents: 2, downloads: 1 });
    expect(documents.totals.byCategory).toMatchObject({ presentation: 1, guide: 1, exercise: 0 });

    // The editor's view is still the whole platform.
    expect((await documentsPage(editor)).totals.documents).toBeGreaterThan(2);
  });

  it('see the downloads of their documents as My Downloads, not the downloads they make', async () => {
    const owner = await signUp();
    const ownerToken = (await signIn(owner.email)).accessToken;
    const reader = (await signIn((await signUp()).email)).accessToken;
    const stats = async (token: string) => {
      const response = await api('/api/dashboard/stats', { token });
      expect(response.status, JSON.stringify(response.json)).toBe(200);
      return response.json as DashboardStats;
    };
    await setRole(owner.sub, 'editor');
    const session = await createSession(ownerToken, `Mes téléchargements ${marker}`, 'published');
    const doc = await addDocument(ownerToken, session.id, 'guide');
    expect(await stats(ownerToken)).toMatchObject({ downloads: 0, changes: { downloads: 0 } });

    for (let i = 0; i < 2; i++) {
      const download = await api(`/api/documents/${doc.id}/download`, { method: 'POST', token: reader });
      expect(download.status).toBe(200);
    }
    // Nothing to compare with in the 30 days before: no percentage.
    expect(await stats(ownerToken)).toMatchObject({ downloads: 2, changes: { downloads: null } });
    expect((await stats(reader)).downloads).toBe(0);
    // The same sum as their documents page shows (to a user: their own documents).
    await setRole(owner.sub, 'user');
    expect((await documentsPage(ownerToken)).totals.downloads).toBe(2);
    await setRole(owner.sub, 'editor');

    // Downloading one's own document counts too; the downloads leave with the document.
    await api(`/api/documents/${doc.id}/download`, { method: 'POST', token: ownerToken });
    expect((await stats(ownerToken)).downloads).toBe(3);
    expect((await api(`/api/documents/${doc.id}`, { method: 'DELETE', token: ownerToken })).status).toBe(200);
    expect((await stats(ownerToken)).downloads).toBe(0);
  });

  it('come to data counted before the owners’ sums, through the one-off recount', async () => {
    const owner = await signUp();
    const ownerToken = (await signIn(owner.email)).accessToken;
    await setRole(owner.sub, 'editor');
    const session = await createSession(ownerToken, `Recompte ${marker}`, 'published');
    const doc = await addDocument(ownerToken, session.id, 'guide');
    await api(`/api/documents/${doc.id}/download`, { method: 'POST', token: editor });
    // As an older version left it: no owner sum, and the list totals marked as counted.
    const table = documentClient();
    await table.send(
      new UpdateCommand({
        TableName: 'tremplin',
        Key: keys.userCounters(owner.sub),
        UpdateExpression: 'REMOVE documentDownloads',
      }),
    );
    await table.send(
      new UpdateCommand({
        TableName: 'tremplin',
        Key: keys.catalogStats(),
        UpdateExpression: 'SET listTotalsCounted = :true REMOVE listTotalsVersion',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    const stats = async () =>
      ((await api('/api/dashboard/stats', { token: ownerToken })).json as DashboardStats).downloads;
    expect(await stats()).toBe(0);
    expect(await recountListTotalsOnce()).toBe(true);
    expect(await stats()).toBe(1);
    expect(await recountListTotalsOnce()).toBe(false);
  });

  it('need a signed-in caller', async () => {
    expect((await api('/api/dashboard/sessions')).status).toBe(401);
    expect((await api('/api/dashboard/documents')).status).toBe(401);
  });
});
