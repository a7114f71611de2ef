/**
 * A staging upload is attached once (lambdas/uploads/claims.ts): racing attaches of one ticket give
 * one success and 409s, a second attach or a re-posted ticket cannot attach again nor touch the
 * attached file, and every attach gets a final key of its own.
 */
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentItem, DownloadLink, Page, Session } from '@common/api-types';
import type { UploadTicketResponse } from '@common/schemas/upload';
import { UPLOAD_MESSAGES } from '@common/messages';
import type { UploadKind } from '@common/uploads';
import { BUCKETS } from '../../infra/definitions/storage';
import { api, cloud, pdfBytes, signIn, signUp } from './helpers';

/** A tiny valid PNG (1×1). */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const EXE = new Uint8Array([...Buffer.from('MZ'), 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
const RACERS = 5;

let s3: S3Client;
let editor = '';
let editorId = '';
const marker = `su${randomUUID().slice(0, 6)}`;

function subject(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
  };
  return payload.sub;
}

async function ticket(token: string, kind: UploadKind, fileName: string, type: string, size: number) {
  const issued = await api('/api/uploads', {
    method: 'POST',
    token,
    body: { kind, file_name: fileName, content_type: type, size },
  });
  expect(issued.status, JSON.stringify(issued.json)).toBe(201);
  return issued.json as UploadTicketResponse;
}

/** The browser's multipart POST of a ticket's form; `fields` may be altered to try the policy. */
async function post(
  issued: UploadTicketResponse,
  bytes: Uint8Array,
  type: string,
  fields = issued.fields,
): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)], { type }), 'fichier');
  return (await fetch(issued.url, { method: 'POST', body: form })).status;
}

async function keysUnder(bucket: string, prefix: string): Promise<Set<string>> {
  const found = new Set<string>();
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) found.add(object.Key);
    token = page.NextContinuationToken;
  } while (token);
  return found;
}

const added = (before: Set<string>, after: Set<string>) => [...after].filter((key) => !before.has(key));

async function newSession(title = `Unique ${marker}`): Promise<Session> {
  const response = await api('/api/sessions', {
    method: 'POST',
    token: editor,
    body: { title, status: 'draft' },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as Session;
}

const createDocument = (sessionId: string, uploadKey: string, title = `Guide ${marker}`) =>
  api(`/api/sessions/${sessionId}/documents`, {
    method: 'POST',
    token: editor,
    body: { upload_key: uploadKey, title, category: 'guide' },
  });

async function documentsOf(sessionId: string): Promise<DocumentItem[]> {
  const listed = await api(`/api/dashboard/sessions/${sessionId}/documents`, { token: editor });
  expect(listed.status, JSON.stringify(listed.json)).toBe(200);
  return (listed.json as Page<DocumentItem>).items;
}

async function downloaded(documentId: string): Promise<Buffer> {
  const link = await api(`/api/documents/${documentId}/download`, { method: 'POST', token: editor });
  expect(link.status, JSON.stringify(link.json)).toBe(200);
  const file = await fetch((link.json as DownloadLink).url);
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

function expectOneWinner(statuses: number[], success: number, bodies: unknown[]) {
  expect([...statuses].sort()).toEqual([success, ...Array<number>(RACERS - 1).fill(409)]);
  for (const [index, status] of statuses.entries()) {
    if (status === 409) {
      expect(bodies[index]).toMatchObject({
        error: { code: 'conflict', message: UPLOAD_MESSAGES.uploadAlreadyAttached },
      });
    }
  }
}

beforeAll(async () => {
  s3 = new S3Client({
    endpoint: cloud().s3,
    region: 'eu-west-3',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    forcePathStyle: true,
  });
  editor = (await signIn('editor@tremplin.test')).accessToken;
  editorId = subject(editor);
});

afterAll(() => s3.destroy());

describe('racing attaches of one staging key', () => {
  it(`create one document out of ${RACERS} concurrent creations with the same ticket, and one file`, async () => {
    const session = await newSession();
    const issued = await ticket(editor, 'document', 'guide.pdf', 'application/pdf', pdfBytes().byteLength);
    expect(await post(issued, pdfBytes(), 'application/pdf')).toBe(204);
    const before = await keysUnder(BUCKETS.documents, `${editorId}/`);

    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        createDocument(session.id, issued.key, `Course ${i} ${marker}`),
      ),
    );
    expectOneWinner(
      answers.map((a) => a.status),
      201,
      answers.map((a) => a.json),
    );

    const documents = await documentsOf(session.id);
    expect(documents).toHaveLength(1);
    const files = added(before, await keysUnder(BUCKETS.documents, `${editorId}/`));
    expect(files).toHaveLength(1);
    // Its own final key, not one derived from the staging key another attach could derive too.
    const stagedRandom = issued.key.split('/').pop()?.split('-')[0] ?? '';
    expect(files[0]).not.toContain(stagedRandom);
    expect(await downloaded(documents[0]?.id ?? '')).toEqual(Buffer.from(pdfBytes()));
  });

  it(`set one session cover out of ${RACERS} concurrent session creations with the same ticket`, async () => {
    const issued = await ticket(editor, 'session-image', 'couverture.png', 'image/png', PNG.byteLength);
    expect(await post(issued, PNG, 'image/png')).toBe(204);
    const before = await keysUnder(BUCKETS.media, `media/images/${editorId}/`);
    const title = `Couverture ${marker}`;

    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        api('/api/sessions', {
          method: 'POST',
          token: editor,
          body: { title, status: 'draft', image_upload_key: issued.key },
        }),
      ),
    );
    expectOneWinner(
      answers.map((a) => a.status),
      201,
      answers.map((a) => a.json),
    );

    const listed = await api(`/api/dashboard/sessions?search=${encodeURIComponent(title)}`, {
      token: editor,
    });
    const sessions = (listed.json as Page<Session>).items.filter((s) => s.title === title);
    expect(sessions).toHaveLength(1);
    const files = added(before, await keysUnder(BUCKETS.media, `media/images/${editorId}/`));
    expect(files.map((key) => `/${key}`)).toEqual([sessions[0]?.image_url]);
    expect((await fetch(`${cloud().url}${sessions[0]?.image_url ?? ''}`)).status).toBe(200);
  });

  it(`set one avatar out of ${RACERS} concurrent profile updates with the same ticket, still served`, async () => {
    const account = await signUp();
    const token = (await signIn(account.email)).accessToken;
    const issued = await ticket(token, 'avatar', 'moi.png', 'image/png', PNG.byteLength);
    expect(await post(issued, PNG, 'image/png')).toBe(204);

    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        api('/api/me', {
          method: 'PATCH',
          token,
          body: { full_name: 'Aïcha Diallo', avatar_upload_key: issued.key },
        }),
      ),
    );
    expectOneWinner(
      answers.map((a) => a.status),
      200,
      answers.map((a) => a.json),
    );

    const me = (await api('/api/me', { token })).json as { avatar_url: string };
    const files = await keysUnder(BUCKETS.media, `media/avatars/avatar-${account.sub}-`);
    expect([...files].map((key) => `/${key}`)).toEqual([me.avatar_url]);
    // Before, the losers' "replaced avatar" was the shared file, and deleting it broke the winner's.
    expect((await fetch(`${cloud().url}${me.avatar_url}`)).status).toBe(200);
  });
});

describe('an attached ticket', () => {
  it('cannot be attached a second time', async () => {
    const session = await newSession();
    const issued = await ticket(editor, 'document', 'guide.pdf', 'application/pdf', pdfBytes().byteLength);
    expect(await post(issued, pdfBytes(), 'application/pdf')).toBe(204);
    expect((await createDocument(session.id, issued.key)).status).toBe(201);

    const again = await createDocument(session.id, issued.key);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: { message: UPLOAD_MESSAGES.uploadAlreadyAttached } });
    expect(await documentsOf(session.id)).toHaveLength(1);
  });

  it('re-posted with a new file cannot attach it, nor replace the attached file', async () => {
    const session = await newSession();
    const original = pdfBytes('original');
    const issued = await ticket(editor, 'document', 'guide.pdf', 'application/pdf', original.byteLength);
    expect(await post(issued, original, 'application/pdf')).toBe(204);
    const created = await createDocument(session.id, issued.key);
    expect(created.status).toBe(201);
    const doc = created.json as DocumentItem;

    // The ticket is still valid: S3 takes the new file under the staging key again.
    const replacement = pdfBytes('remplacé');
    expect(await post(issued, replacement, 'application/pdf')).toBe(204);
    const before = await keysUnder(BUCKETS.documents, `${editorId}/`);

    const asNew = await createDocument(session.id, issued.key);
    expect(asNew.status).toBe(409);
    const asReplacement = await api(`/api/documents/${doc.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: doc.title, category: 'guide', upload_key: issued.key },
    });
    expect(asReplacement.status).toBe(409);
    expect(asReplacement.json).toMatchObject({ error: { message: UPLOAD_MESSAGES.uploadAlreadyAttached } });

    expect(await documentsOf(session.id)).toHaveLength(1);
    expect(await downloaded(doc.id)).toEqual(Buffer.from(original));
    expect(await keysUnder(BUCKETS.documents, `${editorId}/`)).toEqual(before);
  });
});

describe('a refused file', () => {
  it('gives its ticket back: nothing was attached, so a valid file re-posted on it attaches once', async () => {
    const session = await newSession();
    const issued = await ticket(editor, 'document', 'guide.pdf', 'application/pdf', 4096);
    expect(await post(issued, EXE, 'application/pdf')).toBe(204);
    const refused = await createDocument(session.id, issued.key);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ error: { message: UPLOAD_MESSAGES.documentMismatch } });

    expect(await post(issued, pdfBytes('corrigé'), 'application/pdf')).toBe(204);
    expect((await createDocument(session.id, issued.key)).status).toBe(201);
    expect((await createDocument(session.id, issued.key)).status).toBe(409);
    expect(await documentsOf(session.id)).toHaveLength(1);
  });
});
