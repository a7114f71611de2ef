import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadTicketResponse } from '@common/schemas/upload';
import type { Permissions } from '../../lambdas/permissions';
import { escapeHtml } from '../../lambdas/pages/share-meta';
import { ROUTES, type RouteDefinition } from '../../lambdas/routes';
import { api, cloud, signIn } from './helpers';
import { startOwnCloud, type OwnCloud } from './own-cloud';

/**
 * The local cloud holds every function to the IAM policy CDK synthesizes for it. Here a few routes
 * lose one grant each, in a platform of their own: the calls those grants covered must now fail
 * exactly as they would on AWS, while the shared platform (full grants) serves them.
 */
/** One grant removed from each of these routes, as a mistaken declaration would. */
const MISSING_GRANTS: Record<string, (p: Permissions) => Permissions> = {
  // The session page's view counter (an ADD on the session).
  'get-published-session': (p) => ({
    ...p,
    table: p.table?.filter((action) => action !== 'UpdateItem') ?? [],
  }),
  // Its presigned link reads the file with the function's own s3:GetObject.
  'download-document': (p) => ({ ...p, objects: [] }),
  // Its presigned upload form writes with the function's own s3:PutObject (here: documents only).
  'create-upload': (p) => ({ ...p, objects: p.objects?.filter((grant) => grant.bucket !== 'media') ?? [] }),
  // The catalogue's first page: one Query on the published listing.
  'render-catalogue-page': (p) => ({ ...p, table: p.table?.filter((action) => action !== 'Query') ?? [] }),
  // The reader's link is read, but the opening cannot be put in the caller's parcours.
  'preview-document': (p) => ({ ...p, table: p.table?.filter((action) => action !== 'PutItem') ?? [] }),
  // Mon parcours without its cohort: the caller's memberships are a Query on GSI1.
  'get-parcours': (p) => ({ ...p, indexes: p.indexes?.filter((index) => index !== 'GSI1') ?? [] }),
  // "J'ai terminé cette session": the mark is a PutItem.
  'mark-session-done': (p) => ({ ...p, table: p.table?.filter((action) => action !== 'PutItem') ?? [] }),
  // Its search terms are written after the document's transaction, with BatchWriteItem.
  'create-document': (p) => ({
    ...p,
    table: p.table?.filter((action) => action !== 'BatchWriteItem') ?? [],
  }),
};
const routes: RouteDefinition[] = ROUTES.map((route) => {
  const change = MISSING_GRANTS[route.name];
  return change ? { ...route, permissions: change(route.permissions) } : route;
});

let own: OwnCloud;
let adminToken = '';
let sessionId = '';
let documentId = '';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function postForm(ticket: UploadTicketResponse, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  for (const [field, value] of Object.entries(ticket.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(ticket.url, { method: 'POST', body: form });
}

/** Uploads the PDF as the admin and adds it to the session as a document (the create's answer). */
async function addDocument(title: string, fileName: string) {
  const ticket = await own.api('/api/uploads', {
    method: 'POST',
    token: adminToken,
    body: { kind: 'document', file_name: fileName, content_type: 'application/pdf', size: PDF.length },
  });
  expect(ticket.status).toBe(201);
  const issued = ticket.json as UploadTicketResponse;
  expect((await postForm(issued, PDF, fileName, 'application/pdf')).status).toBe(204);
  return own.api(`/api/sessions/${sessionId}/documents`, {
    method: 'POST',
    token: adminToken,
    body: { title, category: 'guide', upload_key: issued.key },
  });
}

beforeAll(async () => {
  own = await startOwnCloud({ routes });

  // An admin (the first account may claim it locally), a published session and a document with a file.
  const { email } = await own.signUp();
  adminToken = (await own.signIn(email)).accessToken;
  expect((await own.api('/api/bootstrap-admin', { method: 'POST', token: adminToken })).status).toBe(200);
  const session = await own.api('/api/sessions', {
    method: 'POST',
    token: adminToken,
    body: { title: 'Proposition de valeur', status: 'published', tags: [] },
  });
  expect(session.status, JSON.stringify(session.json)).toBe(201);
  sessionId = (session.json as { id: string }).id;
  const document = await addDocument('Guide', 'guide.pdf');
  expect(document.status, JSON.stringify(document.json)).toBe(201);
  documentId = (document.json as { id: string }).id;
}, 180_000);

afterAll(async () => {
  await own?.stop();
});

describe('a function whose policy lacks a grant its code needs', () => {
  it('fails as on AWS: the session page cannot record its view without dynamodb:UpdateItem', async () => {
    const response = await own.api(`/api/sessions/${sessionId}`);
    expect(response.status).toBe(500);
    expect(own.cloud.iamChecks()).toContainEqual(
      expect.objectContaining({
        principal: 'get-published-session',
        action: 'dynamodb:UpdateItem',
        resource: 'arn:aws:dynamodb:eu-west-3:000000000000:table/tremplin',
        decision: 'implicit-deny',
      }),
    );
  });

  it('serves /sessions without its first page when the catalogue-page function may not query the listing', async () => {
    const response = await fetch(`${own.cloud.url}/sessions`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The plain app document: the app reads the list itself.
    expect(html).toBe(await (await fetch(`${own.cloud.url}/index.html`)).text());
    expect(html).not.toContain('Proposition de valeur');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(own.cloud.iamChecks()).toContainEqual(
      expect.objectContaining({
        principal: 'render-catalogue-page',
        action: 'dynamodb:Query',
        resource: 'arn:aws:dynamodb:eu-west-3:000000000000:table/tremplin',
        decision: 'implicit-deny',
      }),
    );
  });

  it('hands out a download link S3 refuses when the signing function may not read the file', async () => {
    const download = await own.api(`/api/documents/${documentId}/download`, {
      method: 'POST',
      token: adminToken,
    });
    expect(download.status).toBe(200);
    const file = await fetch((download.json as { url: string }).url);
    expect(file.status).toBe(403);
    expect(await file.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('hands out an upload form S3 refuses when the signing function may not write there', async () => {
    const ticket = await own.api('/api/uploads', {
      method: 'POST',
      token: adminToken,
      body: { kind: 'avatar', file_name: 'moi.png', content_type: 'image/png', size: PNG.length },
    });
    expect(ticket.status).toBe(201);
    const response = await postForm(ticket.json as UploadTicketResponse, PNG, 'moi.png', 'image/png');
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AccessDenied</Code>');
  });
});

describe('the parcours, without the grants that write it', () => {
  it('cannot mark a session done without dynamodb:PutItem', async () => {
    const response = await own.api(`/api/me/parcours/sessions/${sessionId}`, {
      method: 'PUT',
      token: adminToken,
    });
    expect(response.status).toBe(500);
    expect(own.cloud.iamChecks()).toContainEqual(
      expect.objectContaining({
        principal: 'mark-session-done',
        action: 'dynamodb:PutItem',
        decision: 'implicit-deny',
      }),
    );
  });

  it('cannot read Mon parcours without the Query on GSI1 that finds the caller’s cohort', async () => {
    const response = await own.api('/api/me/parcours', { token: adminToken });
    expect(response.status).toBe(500);
    expect(own.cloud.iamChecks()).toContainEqual(
      expect.objectContaining({
        principal: 'get-parcours',
        action: 'dynamodb:Query',
        resource: 'arn:aws:dynamodb:eu-west-3:000000000000:table/tremplin/index/GSI1',
        decision: 'implicit-deny',
      }),
    );
  });

  it('still gives the reader its link, but the document does not count as opened', async () => {
    // A reader of their own: the admin already opened the document by downloading it above.
    const { email } = await own.signUp();
    const reader = (await own.signIn(email)).accessToken;
    const response = await own.api(`/api/documents/${documentId}/preview`, { token: reader });
    expect(response.status).toBe(200);
    expect(own.cloud.iamChecks()).toContainEqual(
      expect.objectContaining({
        principal: 'preview-document',
        action: 'dynamodb:PutItem',
        decision: 'implicit-deny',
      }),
    );
    const me = (await own.api('/api/me', { token: reader })).json as { id: string };
    const { Items = [] } = await own.documentClient().send(
      new QueryCommand({
        TableName: 'tremplin',
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `PARCOURS#${me.id}` },
      }),
    );
    expect(Items).toEqual([]);
  });
});

describe('a save whose search terms cannot be written', () => {
  it('still stands, with the file it attached (terms are derived: the next save writes them)', async () => {
    const created = await addDocument('Plan', 'plan.pdf');
    expect(own.cloud.iamChecks()).toContainEqual(
      expect.objectContaining({
        principal: 'create-document',
        action: 'dynamodb:BatchWriteItem',
        decision: 'implicit-deny',
      }),
    );
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = (created.json as { id: string }).id;
    const preview = await own.api(`/api/documents/${id}/preview`, { token: adminToken });
    expect(preview.status).toBe(200);
    const file = await fetch((preview.json as { url: string }).url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });
});

describe('the Cognito triggers', () => {
  it('run as functions of their own, under the policies CDK gives them', async () => {
    const { email } = await own.signUp();
    await own.signIn(email);
    const calls = own.cloud.iamChecks();
    // The account's record is written by PostConfirmation, its sign-in time by PostAuthentication.
    expect(calls).toContainEqual(
      expect.objectContaining({
        principal: 'postConfirmation',
        action: 'dynamodb:PutItem',
        decision: 'allowed',
      }),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({
        principal: 'postAuthentication',
        action: 'dynamodb:UpdateItem',
        decision: 'allowed',
      }),
    );
    expect(calls.filter((call) => call.decision !== 'allowed').map((call) => call.principal)).not.toContain(
      'postConfirmation',
    );
  });
});

describe('the same calls with the route table as it is', () => {
  it('put the first page of sessions in /sessions', async () => {
    const { items } = (await api('/api/sessions?sort=oldest')).json as { items: { title: string }[] };
    const html = await (await fetch(`${cloud().url}/sessions`)).text();
    expect(html).toContain('id="catalogue-preview"');
    expect(html).toContain(escapeHtml(items[0]?.title ?? 'a published session'));
  });

  it('record the view on the session page and serve the download link', async () => {
    const { items } = (await api('/api/sessions?limit=1')).json as { items: { id: string }[] };
    const id = items[0]?.id ?? '';
    const first = (await api(`/api/sessions/${id}`)).json as { views_count: number };
    const second = (await api(`/api/sessions/${id}`)).json as { views_count: number };
    expect(second.views_count).toBe(first.views_count + 1);

    const token = (await signIn('user@tremplin.test')).accessToken;
    const { items: documents } = (await api(`/api/sessions/${id}/documents`)).json as {
      items: { id: string }[];
    };
    const download = await api(`/api/documents/${documents[0]?.id ?? ''}/download`, {
      method: 'POST',
      token,
    });
    const file = await fetch((download.json as { url: string }).url);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
