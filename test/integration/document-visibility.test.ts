/**
 * Whether a document is public follows its session's status, however writes race: unpublishing
 * while another editor saves the documents and downloads land leaves no document of the draft in
 * the anonymous library, none downloadable by a non-manager, no 5xx, and every download counted.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentItem, LibraryPage, Session } from '@common/api-types';
import { DOCUMENT_CATEGORIES } from '@common/documents';
import { documentListingKeys, type IndexedDocument } from '../../lambdas/documents/indexing';
import { keys } from '../../lambdas/lib/keys';
import { api, documentClient, pdfBytes, signIn, uploadFile } from './helpers';

let editor: string;
let otherEditor: string;
let user: string;
const marker = `vz${randomUUID().slice(0, 6)}`;

async function createSession(title: string): Promise<Session> {
  const response = await api('/api/sessions', {
    method: 'POST',
    token: editor,
    body: { title, status: 'published' },
  });
  expect(response.status).toBe(201);
  return response.json as Session;
}

async function setStatus(session: Session, status: Session['status'], token = editor) {
  return api(`/api/sessions/${session.id}`, {
    method: 'PUT',
    token,
    body: { title: session.title, description: session.description, tags: session.tags, status },
  });
}

async function addDocument(sessionId: string, title: string): Promise<DocumentItem> {
  const upload_key = await uploadFile(editor, 'document', 'guide.pdf', pdfBytes(title), 'application/pdf');
  const response = await api(`/api/sessions/${sessionId}/documents`, {
    method: 'POST',
    token: editor,
    body: { upload_key, title, category: 'guide' },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as DocumentItem;
}

async function library(query: string): Promise<LibraryPage> {
  const response = await api(`/api/documents?${query}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as LibraryPage;
}

/** Every public document id, through every sort and filter the library offers, each paged to its end. */
async function everyPublicDocumentId(): Promise<Set<string>> {
  const ids = new Set<string>();
  const queries = [
    ...['newest', 'oldest', 'title', 'downloads'].map((sort) => `sort=${sort}`),
    `search=${marker}`,
    ...DOCUMENT_CATEGORIES.map((category) => `category=${category}`),
  ];
  for (const query of queries) {
    let cursor: string | null = null;
    do {
      const page: LibraryPage = await library(
        `${query}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      for (const item of page.items) ids.add(item.id);
      cursor = page.next_cursor;
    } while (cursor);
  }
  return ids;
}

async function expectHiddenFromNonManagers(session: Session, docs: DocumentItem[]) {
  const listed = await everyPublicDocumentId();
  expect(docs.filter((d) => listed.has(d.id)).map((d) => d.title)).toEqual([]);
  expect((await api(`/api/sessions/${session.id}/documents`)).status).toBe(404);
  for (const doc of docs) {
    expect((await api(`/api/documents/${doc.id}/download`, { method: 'POST', token: user })).status).toBe(
      404,
    );
    expect((await api(`/api/documents/${doc.id}/preview`, { token: user })).status).toBe(404);
  }
}

async function downloadsOf(docs: DocumentItem[]): Promise<number> {
  let sum = 0;
  for (const doc of docs) {
    const response = await api(`/api/documents/${doc.id}`, { token: editor });
    expect(response.status).toBe(200);
    sum += (response.json as DocumentItem).downloads_count;
  }
  return sum;
}

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
  otherEditor = (await signIn('admin@tremplin.test')).accessToken;
  user = (await signIn('user@tremplin.test')).accessToken;
});

describe('a document’s visibility follows its session', () => {
  it('unpublishing while another editor saves the documents and 50 downloads land: no leak, no 5xx, every download counted', async () => {
    const before = (await library('limit=1')).total;
    const session = await createSession(`Course ${marker}`);
    const docs: DocumentItem[] = [];
    for (let i = 0; i < 5; i++) docs.push(await addDocument(session.id, `Pièce ${i} ${marker}`));
    expect((await library('limit=1')).total).toBe(before + docs.length);

    // Downloads and another editor's saves keep landing before, during and after the unpublish.
    let unpublished = false;
    const answers: { status: number; json: unknown }[] = [];
    const downloads: { status: number }[] = [];
    const edits: { status: number }[] = [];
    const downloader = async (worker: number) => {
      for (let i = worker; !unpublished || i < 50; i += 10) {
        const doc = docs[i % docs.length];
        const answer = await api(`/api/documents/${doc?.id}/download`, { method: 'POST', token: user });
        downloads.push(answer);
        answers.push(answer);
        if (i > 400) break;
      }
    };
    const editorLoop = async (doc: DocumentItem) => {
      for (let round = 1; !unpublished || round <= 2; round++) {
        const answer = await api(`/api/documents/${doc.id}`, {
          method: 'PUT',
          token: otherEditor,
          body: { title: `${doc.title} v${round}`, description: null, category: 'presentation' },
        });
        edits.push(answer);
        answers.push(answer);
        if (round > 40) break;
      }
    };
    const load = Promise.all([
      ...Array.from({ length: 10 }, (_, worker) => downloader(worker)),
      ...docs.map(editorLoop),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const unpublish = await setStatus(session, 'draft');
    unpublished = true;
    await load;

    expect(answers.filter((a) => a.status >= 500).map((a) => a.json)).toEqual([]);
    expect(unpublish.status, JSON.stringify(unpublish.json)).toBe(200);
    expect(downloads.length).toBeGreaterThanOrEqual(50);
    // A save that lost a race is a clear 409, never a silent overwrite.
    for (const edit of edits) expect([200, 409]).toContain(edit.status);
    for (const download of downloads) expect([200, 404]).toContain(download.status);
    const served = downloads.filter((a) => a.status === 200).length;

    await expectHiddenFromNonManagers(session, docs);
    expect((await library('limit=1')).total).toBe(before);
    expect(await downloadsOf(docs)).toBe(served);

    // The managers still see and download them.
    expect(
      (await api(`/api/documents/${docs[0]?.id}/download`, { method: 'POST', token: editor })).status,
    ).toBe(200);

    // Publishing again brings every document back, once.
    expect((await setStatus(session, 'published', otherEditor)).status).toBe(200);
    const listed = await everyPublicDocumentId();
    expect(docs.filter((d) => listed.has(d.id))).toHaveLength(docs.length);
    expect((await library('limit=1')).total).toBe(before + docs.length);
  });

  it('publish and unpublish racing each other end with the session’s last status and documents that agree', async () => {
    const before = (await library('limit=1')).total;
    const session = await createSession(`Bascule ${marker}`);
    const docs: DocumentItem[] = [];
    for (let i = 0; i < 3; i++) docs.push(await addDocument(session.id, `Bascule ${i} ${marker}`));
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        setStatus(session, 'draft', editor),
        setStatus(session, 'published', otherEditor),
        ...docs.map((doc) => api(`/api/documents/${doc.id}/download`, { method: 'POST', token: user })),
      ]);
      expect(answers.filter((a) => a.status >= 500).map((a) => a.json)).toEqual([]);
    }
    // Whatever won, one more save settles it; the documents follow it everywhere.
    expect((await setStatus(session, 'draft')).status).toBe(200);
    await expectHiddenFromNonManagers(session, docs);
    expect((await library('limit=1')).total).toBe(before);
  });

  it('a document whose copy of its session is stale (an interrupted sync) is still hidden, and the next save repairs it', async () => {
    const session = await createSession(`Reprise ${marker}`);
    const doc = await addDocument(session.id, `Reprise ${marker}`);
    const published = await documentClient().send(
      new GetCommand({ TableName: 'tremplin', Key: keys.document(doc.id) }),
    );
    const stored = published.Item as IndexedDocument & Record<string, unknown>;
    const before = (await library('limit=1')).total;
    expect((await setStatus(session, 'draft')).status).toBe(200);
    expect((await library('limit=1')).total).toBe(before - 1);

    // Put the document back as it was while public, with its public list entries and counts: what an
    // unpublish leaves when its function stops after the session's transaction, before the copies.
    const publicEntries = documentListingKeys(stored).filter((k) => k.PK.startsWith('LIST#D#PUB'));
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: 'tremplin', Item: stored } },
          ...publicEntries.map((k) => ({ Put: { TableName: 'tremplin', Item: { ...k, id: doc.id } } })),
          {
            Update: {
              TableName: 'tremplin',
              Key: keys.catalogStats(),
              UpdateExpression: 'ADD publishedDocuments :one, documents_guide :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
    await expectHiddenFromNonManagers(session, [doc]);

    // Saving the session again finishes the change: the entries and the count follow.
    expect((await setStatus({ ...session, status: 'draft' }, 'draft')).status).toBe(200);
    for (const key of publicEntries) {
      const entry = await documentClient().send(new GetCommand({ TableName: 'tremplin', Key: key }));
      expect(entry.Item).toBeUndefined();
    }
    expect((await library('limit=1')).total).toBe(before - 1);
  });
});

describe('documents written before versions', () => {
  it('follow status changes and take edits like any other', async () => {
    const session = await createSession(`Ancien ${marker}`);
    const doc = await addDocument(session.id, `Ancien ${marker}`);
    await documentClient().send(
      new UpdateCommand({
        TableName: 'tremplin',
        Key: keys.document(doc.id),
        UpdateExpression: 'REMOVE version',
      }),
    );
    for (const status of ['draft', 'published', 'draft', 'published'] as const) {
      expect((await setStatus(session, status)).status).toBe(200);
    }
    for (const title of ['Ancien revu', 'Ancien revu deux']) {
      const edit = await api(`/api/documents/${doc.id}`, {
        method: 'PUT',
        token: editor,
        body: { title, description: null, category: 'guide' },
      });
      expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    }
    expect((await library(`search=${marker}&limit=100`)).items.map((d) => d.title)).toContain(
      'Ancien revu deux',
    );
  });
});

describe('retention', () => {
  it('view and download records expire after 13 months and go with their session', async () => {
    const session = await createSession(`Mémoire ${marker}`);
    const doc = await addDocument(session.id, `Mémoire ${marker}`);
    expect((await api(`/api/sessions/${session.id}`)).status).toBe(200);
    expect((await api(`/api/documents/${doc.id}/download`, { method: 'POST', token: user })).status).toBe(
      200,
    );
    const records = async (pk: string) =>
      (
        await documentClient().send(
          new QueryCommand({
            TableName: 'tremplin',
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': pk },
          }),
        )
      ).Items ?? [];
    const viewsPk = keys.sessionView(session.id, '', '').PK;
    const downloadsPk = keys.download(doc.id, '', '').PK;
    const [view] = await records(viewsPk);
    const [download] = await records(downloadsPk);
    const inThirteenMonths = new Date();
    inThirteenMonths.setUTCMonth(inThirteenMonths.getUTCMonth() + 13);
    for (const record of [view, download]) {
      expect(Math.abs(Number(record?.expires_at) - inThirteenMonths.getTime() / 1000)).toBeLessThan(3600);
    }
    expect((await api(`/api/sessions/${session.id}`, { method: 'DELETE', token: editor })).status).toBe(200);
    expect(await records(viewsPk)).toEqual([]);
    expect(await records(downloadsPk)).toEqual([]);
  });
});
