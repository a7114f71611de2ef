import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentItem, Session } from '@common/api-types';
import { UPLOAD_MESSAGES } from '@common/messages';
import { MULTIPART_PART_BYTES, partPlan } from '@common/multipart';
import type {
  MultipartCompleteResponse,
  MultipartPartsResponse,
  MultipartStartResponse,
  MultipartUrlsResponse,
} from '@common/schemas/upload';
import type { UploadKind } from '@common/uploads';
import { api, signIn } from './helpers';

/**
 * Files over 5 MB go up in parts, through the real routes and the local S3 gate: an editor's 12 MB
 * PDF is started, sent part by part (the parts S3 holds listed between, as a resumed upload reads
 * them), completed, and attached to a document by the document form's own route.
 */
const MB = 1024 * 1024;
const tokens = { editor: '', user: '', otherEditor: '' };

/** A PDF of `size` bytes: its signature, zeros, its end. */
function pdf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(Buffer.from('%PDF-1.4\n'));
  bytes.set(Buffer.from('\n%%EOF\n'), size - 7);
  return bytes;
}

async function start(token: string, kind: UploadKind, fileName: string, type: string, size: number) {
  return api('/api/uploads/multipart', {
    method: 'POST',
    token,
    body: { kind, file_name: fileName, content_type: type, size },
  });
}

async function started(token: string, kind: UploadKind, fileName: string, type: string, size: number) {
  const answer = await start(token, kind, fileName, type, size);
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as MultipartStartResponse;
}

async function urls(token: string, upload: MultipartStartResponse, numbers: number[]) {
  const answer = await api('/api/uploads/multipart/urls', {
    method: 'POST',
    token,
    body: { upload_key: upload.key, upload_id: upload.upload_id, part_numbers: numbers },
  });
  return answer;
}

/** Sends the parts `numbers` of `bytes` to their presigned URLs; their ETags by number. */
async function sendParts(
  token: string,
  upload: MultipartStartResponse,
  bytes: Uint8Array,
  numbers: number[],
): Promise<Map<number, string>> {
  const signed = await urls(token, upload, numbers);
  expect(signed.status, JSON.stringify(signed.json)).toBe(200);
  const plan = partPlan(bytes.length, upload.part_size);
  const etags = new Map<number, string>();
  for (const { part_number, url } of (signed.json as MultipartUrlsResponse).parts) {
    const part = plan[part_number - 1];
    const response = await fetch(url, { method: 'PUT', body: bytes.slice(part?.start, part?.end) });
    expect(response.status, await response.clone().text()).toBe(200);
    etags.set(part_number, response.headers.get('etag') ?? '');
  }
  return etags;
}

const query = (upload: MultipartStartResponse) =>
  `upload_key=${encodeURIComponent(upload.key)}&upload_id=${encodeURIComponent(upload.upload_id)}`;

async function heldParts(token: string, upload: MultipartStartResponse) {
  return api(`/api/uploads/multipart/parts?${query(upload)}`, { token });
}

async function complete(token: string, upload: MultipartStartResponse, etags: Map<number, string>) {
  return api('/api/uploads/multipart/complete', {
    method: 'POST',
    token,
    body: {
      upload_key: upload.key,
      upload_id: upload.upload_id,
      parts: [...etags].sort(([a], [b]) => a - b).map(([part_number, etag]) => ({ part_number, etag })),
    },
  });
}

beforeAll(async () => {
  const [editor, user, admin] = await Promise.all([
    signIn('editor@tremplin.test'),
    signIn('user@tremplin.test'),
    signIn('admin@tremplin.test'),
  ]);
  tokens.editor = editor.accessToken;
  tokens.user = user.accessToken;
  tokens.otherEditor = admin.accessToken;
});

describe('an upload in parts', () => {
  it('goes up part by part, resumes from the parts S3 holds, completes and is attached to a document', async () => {
    const bytes = pdf(12 * MB);
    const upload = await started(
      tokens.editor,
      'document',
      'Guide du pitch.pdf',
      'application/pdf',
      bytes.length,
    );
    expect(upload).toMatchObject({ part_size: MULTIPART_PART_BYTES, part_count: 3, max_bytes: 50 * MB });
    expect(upload.key).toMatch(/^staging\/[\w-]+\/document\/[0-9a-f]{16}-\d+\.pdf$/);

    // The connection drops after the first part: S3 holds it, and says so.
    const first = await sendParts(tokens.editor, upload, bytes, [1]);
    const held = await heldParts(tokens.editor, upload);
    expect(held.status).toBe(200);
    expect((held.json as MultipartPartsResponse).parts).toEqual([
      { part_number: 1, etag: first.get(1), size: MULTIPART_PART_BYTES },
    ]);

    // The resumed upload sends only the rest.
    const rest = await sendParts(tokens.editor, upload, bytes, [2, 3]);
    const done = await complete(tokens.editor, upload, new Map([...first, ...rest]));
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json).toEqual({ key: upload.key, size: bytes.length } satisfies MultipartCompleteResponse);
    // Completed: S3 knows the upload no more.
    expect(await heldParts(tokens.editor, upload)).toMatchObject({
      status: 404,
      json: { error: { message: UPLOAD_MESSAGES.multipartUnknown } },
    });

    const session = await api('/api/sessions', {
      method: 'POST',
      token: tokens.editor,
      body: { title: 'Session du grand guide', status: 'draft' },
    });
    expect(session.status).toBe(201);
    const document = await api(`/api/sessions/${(session.json as Session).id}/documents`, {
      method: 'POST',
      token: tokens.editor,
      body: { upload_key: upload.key, title: 'Guide du pitch', category: 'guide' },
    });
    expect(document.status, JSON.stringify(document.json)).toBe(201);
    expect(document.json).toMatchObject({ type: 'pdf', size: bytes.length } satisfies Partial<DocumentItem>);
  });

  it('is refused past the kind’s limit once the parts are counted, and aborted', async () => {
    // Declared at 9 MB (a session image may weigh 10 MB), sent as 10 MB and more: no part URL bounds its body.
    const upload = await started(tokens.editor, 'session-image', 'couverture.png', 'image/png', 9 * MB);
    const signed = await urls(tokens.editor, upload, [1, 2]);
    const etags = new Map<number, string>();
    for (const { part_number, url } of (signed.json as MultipartUrlsResponse).parts) {
      const body = new Uint8Array(MULTIPART_PART_BYTES + (part_number === 2 ? 1000 : 0));
      const response = await fetch(url, { method: 'PUT', body });
      expect(response.status).toBe(200);
      etags.set(part_number, response.headers.get('etag') ?? '');
    }
    expect(await complete(tokens.editor, upload, etags)).toMatchObject({
      status: 413,
      json: { error: { message: UPLOAD_MESSAGES.sessionImageTooLarge } },
    });
    expect((await heldParts(tokens.editor, upload)).status).toBe(404);
  });

  it('is refused when the parts named are not the ones S3 holds', async () => {
    const bytes = pdf(6 * MB);
    const upload = await started(tokens.editor, 'document', 'notes.pdf', 'application/pdf', bytes.length);
    const etags = await sendParts(tokens.editor, upload, bytes, [1, 2]);
    const wrong = new Map(etags).set(2, `"${'0'.repeat(32)}"`);
    expect(await complete(tokens.editor, upload, wrong)).toMatchObject({
      status: 400,
      json: { error: { message: UPLOAD_MESSAGES.multipartPartsMismatch } },
    });
    // A part never sent.
    expect(await complete(tokens.editor, upload, new Map(etags).set(3, etags.get(2) ?? ''))).toMatchObject({
      status: 400,
      json: { error: { message: UPLOAD_MESSAGES.multipartPartsMismatch } },
    });
    // The upload is still there, whole: it completes.
    expect((await complete(tokens.editor, upload, etags)).status).toBe(200);
  });

  it('can be cancelled: S3 drops its parts', async () => {
    const bytes = pdf(6 * MB);
    const upload = await started(tokens.editor, 'document', 'brouillon.pdf', 'application/pdf', bytes.length);
    await sendParts(tokens.editor, upload, bytes, [1]);
    const aborted = await api(`/api/uploads/multipart?${query(upload)}`, {
      method: 'DELETE',
      token: tokens.editor,
    });
    expect(aborted.status).toBe(204);
    expect((await heldParts(tokens.editor, upload)).status).toBe(404);
    const again = await api(`/api/uploads/multipart?${query(upload)}`, {
      method: 'DELETE',
      token: tokens.editor,
    });
    expect(again).toMatchObject({
      status: 404,
      json: { error: { message: UPLOAD_MESSAGES.multipartUnknown } },
    });
  });

  it('is started only for a file over 5 MB, of a kind the caller may send, within its limit', async () => {
    expect(await start(tokens.editor, 'document', 'petit.pdf', 'application/pdf', 5 * MB)).toMatchObject({
      status: 400,
      json: { error: { message: UPLOAD_MESSAGES.multipartTooSmall } },
    });
    expect(await start(tokens.editor, 'document', 'gros.pdf', 'application/pdf', 50 * MB + 1)).toMatchObject({
      status: 413,
      json: { error: { message: UPLOAD_MESSAGES.documentTooLarge } },
    });
    expect(await start(tokens.editor, 'document', 'outil.exe', '', 6 * MB)).toMatchObject({
      status: 400,
      json: { error: { message: UPLOAD_MESSAGES.documentRefused } },
    });
    expect((await start(tokens.user, 'document', 'guide.pdf', 'application/pdf', 6 * MB)).status).toBe(403);
  });

  it('belongs to its caller alone', async () => {
    const bytes = pdf(6 * MB);
    const upload = await started(tokens.editor, 'document', 'prive.pdf', 'application/pdf', bytes.length);
    const etags = await sendParts(tokens.editor, upload, bytes, [1, 2]);
    for (const token of [tokens.otherEditor, tokens.user]) {
      const refused = { status: 403, json: { error: { message: UPLOAD_MESSAGES.uploadNotYours } } };
      expect(await heldParts(token, upload)).toMatchObject(refused);
      expect(await urls(token, upload, [1])).toMatchObject(refused);
      expect(await complete(token, upload, etags)).toMatchObject(refused);
      expect(await api(`/api/uploads/multipart?${query(upload)}`, { method: 'DELETE', token })).toMatchObject(
        refused,
      );
    }
    // The same upload id under a key of the other editor's own: S3 binds the id to its key.
    const theirs = await started(tokens.otherEditor, 'document', 'a.pdf', 'application/pdf', bytes.length);
    expect(await heldParts(tokens.otherEditor, { ...theirs, upload_id: upload.upload_id })).toMatchObject({
      status: 404,
    });
    expect((await complete(tokens.editor, upload, etags)).status).toBe(200);
  });

  it('signs no part beyond the most the kind can need', async () => {
    const upload = await started(tokens.editor, 'document', 'guide.pdf', 'application/pdf', 6 * MB);
    expect(await urls(tokens.editor, upload, [11])).toMatchObject({
      status: 400,
      json: { error: { message: UPLOAD_MESSAGES.partNumberTooHigh(10) } },
    });
    expect((await urls(tokens.editor, upload, [1, 1])).status).toBe(400);
  });
});
