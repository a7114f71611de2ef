/**
 * Random and hostile input on the session and document write routes and list queries: a 4xx
 * with a message, never a 5xx, and nothing written.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentItem, Session } from '@common/api-types';
import { sessionInputSchema } from '@common/schemas/session';
import { documentUpdateSchema } from '@common/schemas/document';
import { keys } from '../../lambdas/lib/keys';
import { api, documentClient, pdfBytes, signIn, uploadFile } from './helpers';

const RUNS = 30;
let editor = '';
let sessionId = '';
let documentId = '';

const item = async (key: Record<string, string>) =>
  (await documentClient().send(new GetCommand({ TableName: 'tremplin', Key: key, ConsistentRead: true })))
    .Item;

/** Bodies that look like the real one but break it: wrong types, missing or extra fields, huge strings. */
const hostileBody = fc.oneof(
  fc.anything(),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.anything(), { maxKeys: 6 }),
  fc.record(
    {
      title: fc.oneof(
        fc.string({ maxLength: 3 }),
        fc.string({ minLength: 201, maxLength: 400 }),
        fc.integer(),
        fc.constant(null),
      ),
      description: fc.oneof(
        fc.string({ minLength: 5001, maxLength: 6000 }),
        fc.integer(),
        fc.array(fc.string()),
      ),
      status: fc.oneof(fc.string(), fc.constantFrom('Published', 'archived', ''), fc.boolean()),
      category: fc.oneof(fc.string(), fc.constantFrom('Guide', 'autre', '')),
      tags: fc.oneof(
        fc.string(),
        fc.array(fc.anything(), { maxLength: 40 }),
        fc.array(fc.string({ minLength: 600, maxLength: 700 })),
      ),
      image_url: fc.oneof(
        fc.webUrl(),
        fc.constant('javascript:alert(1)'),
        fc.constant('/media/../../etc/passwd'),
      ),
      upload_key: fc.oneof(fc.string(), fc.constant('../secret'), fc.constant(`staging/${'x'.repeat(600)}`)),
      user_id: fc.uuid(),
    },
    { requiredKeys: [] },
  ),
);

const isRejected = (schema: { safeParse: (v: unknown) => { success: boolean } }) => (body: unknown) =>
  !schema.safeParse(body).success;

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
  const created = await api('/api/sessions', {
    method: 'POST',
    token: editor,
    body: { title: `Robuste ${randomUUID()}`, status: 'published' },
  });
  sessionId = (created.json as Session).id;
  const upload_key = await uploadFile(editor, 'document', 'robuste.pdf', pdfBytes(), 'application/pdf');
  const doc = await api(`/api/sessions/${sessionId}/documents`, {
    method: 'POST',
    token: editor,
    body: { title: 'Robuste', category: 'guide', upload_key },
  });
  documentId = (doc.json as DocumentItem).id;
});

async function expectRefusedUnchanged(
  method: string,
  path: string,
  body: unknown,
  key: Record<string, string>,
) {
  const before = await item(key);
  const response = await api(path, {
    method,
    token: editor,
    ...(body === undefined ? {} : { rawBody: JSON.stringify(body) ?? 'undefined' }),
  });
  expect(response.status, JSON.stringify(response.json)).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect((response.json as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
  expect(await item(key)).toEqual(before);
}

describe('hostile input never makes a 5xx and never writes', () => {
  it('POST /api/sessions', async () => {
    const before = ((await api('/api/dashboard/stats', { token: editor })).json as { sessions: number })
      .sessions;
    await fc.assert(
      fc.asyncProperty(hostileBody.filter(isRejected(sessionInputSchema)), async (body) => {
        const response = await api('/api/sessions', {
          method: 'POST',
          token: editor,
          rawBody: JSON.stringify(body) ?? '',
        });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    const after = ((await api('/api/dashboard/stats', { token: editor })).json as { sessions: number })
      .sessions;
    expect(after).toBe(before);
  });

  it('PUT /api/sessions/{id}', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody.filter(isRejected(sessionInputSchema)), (body) =>
        expectRefusedUnchanged('PUT', `/api/sessions/${sessionId}`, body, keys.session(sessionId)),
      ),
      { numRuns: RUNS },
    );
  });

  it('PUT /api/documents/{id}', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody.filter(isRejected(documentUpdateSchema)), (body) =>
        expectRefusedUnchanged('PUT', `/api/documents/${documentId}`, body, keys.document(documentId)),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /api/sessions/{id}/documents', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody, (body) =>
        expectRefusedUnchanged('POST', `/api/sessions/${sessionId}/documents`, body, keys.session(sessionId)),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /api/uploads', async () => {
    const ticket = fc.oneof(
      fc.anything(),
      fc.record(
        {
          kind: fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.constantFrom('document', 'avatar', 'session-image'),
          ),
          file_name: fc.oneof(
            fc.string({ maxLength: 300 }),
            fc.constantFrom('a.exe', '../../x.pdf', 'x.svg', ''),
          ),
          content_type: fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('image/svg+xml', 'text/html')),
          size: fc.oneof(
            fc.integer({ min: -10, max: 0 }),
            fc.double(),
            fc.constant(60 * 1024 * 1024),
            fc.string(),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(ticket, async (body) => {
        const response = await api('/api/uploads', {
          method: 'POST',
          token: editor,
          rawBody: JSON.stringify(body) ?? '',
        });
        expect(response.status, JSON.stringify(response.json)).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it('malformed JSON and malformed ids', async () => {
    for (const rawBody of ['{', '[1,2', 'null', '"texte"', '{"title":']) {
      const response = await api('/api/sessions', { method: 'POST', token: editor, rawBody });
      expect(response.status).toBe(400);
    }
    for (const id of ['x', '1 OR 1=1', '%00', 'a'.repeat(300)]) {
      expect((await api(`/api/sessions/${encodeURIComponent(id)}`)).status).toBe(400);
      expect((await api(`/api/documents/${encodeURIComponent(id)}`, { token: editor })).status).toBe(400);
    }
  });

  it('list queries: random searches, tags, sorts, limits and cursors', async () => {
    const query = fc.record(
      {
        search: fc.string({ maxLength: 300 }),
        tags: fc.string({ maxLength: 3000 }),
        sort: fc.oneof(
          fc.string({ maxLength: 10 }),
          fc.constantFrom('oldest', 'newest', 'title', 'downloads', 'updated'),
        ),
        limit: fc.oneof(fc.integer({ min: -5, max: 500 }).map(String), fc.string({ maxLength: 5 })),
        cursor: fc.oneof(fc.string({ maxLength: 60 }), fc.base64String({ maxLength: 80 })),
        category: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('guide', 'other')),
        status: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('draft', 'review')),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        query,
        fc.constantFrom(
          '/api/sessions',
          '/api/documents',
          '/api/dashboard/sessions',
          '/api/dashboard/documents',
        ),
        async (q, path) => {
          const target = `${path}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString()}`;
          const response = await api(target, { token: editor });
          expect(response.status, `${target} → ${JSON.stringify(response.json)}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});
