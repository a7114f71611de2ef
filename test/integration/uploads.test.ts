import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadTicketResponse } from '@common/schemas/upload';
import { UPLOAD_MESSAGES } from '@common/messages';
import type { UploadKind } from '@common/uploads';
import { BUCKETS } from '../../infra/definitions/storage';
import { attachUpload } from '../../lambdas/uploads/attach';
import { deleteFile, downloadUrl } from '../../lambdas/uploads/files';
import { api, cloud, signIn } from './helpers';

const MB = 1024 * 1024;
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const WEBP_HEADER = [...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')];
const EXE_HEADER = [...Buffer.from('MZ'), 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0];

/** A file of exactly `size` bytes opening with `header` (the rest is zeros: signatures are all that is read). */
function file(header: readonly number[] | string, size: number, trailer = ''): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(typeof header === 'string' ? Buffer.from(header) : header);
  if (trailer) bytes.set(Buffer.from(trailer), size - trailer.length);
  return bytes;
}

let s3: S3Client;

async function exists(bucket: string, key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'NotFound') return false;
    throw error;
  }
}

/** The token's subject: the user id staging keys are laid out under. */
function subject(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
  };
  return payload.sub;
}

async function ticket(
  token: string | undefined,
  body: { kind: UploadKind; file_name: string; content_type: string; size: number },
) {
  return api('/api/uploads', { method: 'POST', ...(token ? { token } : {}), body });
}

/** What a browser does with the ticket: a multipart form, every field first, the file last. */
async function postToS3(
  issued: UploadTicketResponse,
  bytes: Uint8Array<ArrayBuffer>,
  fileName: string,
  type: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(issued.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type }), fileName);
  const response = await fetch(issued.url, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBe(204);
}

async function uploaded(
  token: string,
  kind: UploadKind,
  fileName: string,
  type: string,
  bytes: Uint8Array<ArrayBuffer>,
  declaredSize = bytes.length,
): Promise<UploadTicketResponse> {
  const issued = await ticket(token, { kind, file_name: fileName, content_type: type, size: declaredSize });
  expect(issued.status, JSON.stringify(issued.json)).toBe(201);
  const body = issued.json as UploadTicketResponse;
  await postToS3(body, bytes, fileName, type);
  return body;
}

const tokens = { editor: '', user: '' };
const ids = { editor: '', user: '' };

beforeAll(async () => {
  // attachUpload runs in this worker, as it runs inside other routes' handlers: give it their environment.
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-3',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    S3_ENDPOINT: cloud().s3,
    // The upload claims (lambdas/uploads/claims.ts).
    DYNAMODB_ENDPOINT: cloud().dynamodb,
    DOCUMENTS_BUCKET: BUCKETS.documents,
    MEDIA_BUCKET: BUCKETS.media,
  });
  s3 = new S3Client({
    endpoint: cloud().s3,
    region: 'eu-west-3',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    forcePathStyle: true,
  });
  const [editor, user] = await Promise.all([signIn('editor@tremplin.test'), signIn('user@tremplin.test')]);
  tokens.editor = editor.accessToken;
  tokens.user = user.accessToken;
  ids.editor = subject(editor.accessToken);
  ids.user = subject(user.accessToken);
});

describe('upload tickets', () => {
  it('issues a presigned POST whose policy bounds size, type, key and cache control', async () => {
    const issued = await ticket(tokens.user, {
      kind: 'avatar',
      file_name: 'portrait.jpg',
      content_type: 'image/jpeg',
      size: 1234,
    });
    expect(issued.status).toBe(201);
    const body = issued.json as UploadTicketResponse;
    expect(body.key).toMatch(new RegExp(`^staging/${ids.user}/avatar/[0-9a-f]{16}-\\d+\\.jpg$`));
    expect(body.url).toBe(`${cloud().s3}/${BUCKETS.media}`);
    expect(body.max_bytes).toBe(2 * MB);
    expect(Date.parse(body.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(body.fields).toMatchObject({
      key: body.key,
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'max-age=3600',
    });
    const policy = JSON.parse(Buffer.from(body.fields.Policy ?? '', 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 2 * MB],
        ['starts-with', '$Content-Type', 'image/'],
        { key: body.key },
        { 'Content-Type': 'image/jpeg' },
        { 'Cache-Control': 'max-age=3600' },
      ]),
    );
  });

  it('sends documents to the private bucket, typed by extension', async () => {
    const issued = await ticket(tokens.editor, {
      kind: 'document',
      file_name: 'Business_plan.docx',
      content_type: '',
      size: 10,
    });
    expect(issued.status).toBe(201);
    const body = issued.json as UploadTicketResponse;
    expect(body.url).toBe(`${cloud().s3}/${BUCKETS.documents}`);
    expect(body.key).toMatch(/\.docx$/);
    expect(body.fields['Content-Type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses declared oversize files with 413 and the spec messages', async () => {
    const cases = [
      ['avatar', 'a.png', 'image/png', 2 * MB + 1, "L'image est trop volumineuse. Maximum 2MB."],
      ['session-image', 'a.png', 'image/png', 10 * MB + 1, "L'image est trop volumineuse. Maximum 10MB."],
      ['document', 'a.pdf', 'application/pdf', 50 * MB + 1, 'Le fichier est trop volumineux. Maximum 50MB.'],
    ] as const;
    for (const [kind, file_name, content_type, size, message] of cases) {
      const response = await ticket(tokens.editor, { kind, file_name, content_type, size });
      expect(response.status).toBe(413);
      expect(response.json).toEqual({
        error: { code: 'payload_too_large', message, fields: { file: message } },
      });
    }
  });

  it('refuses SVG and other non-raster images with 400', async () => {
    for (const [file_name, content_type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/svg+xml'],
      ['scan.tiff', 'image/tiff'],
    ] as const) {
      const response = await ticket(tokens.user, { kind: 'avatar', file_name, content_type, size: 100 });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ error: { message: UPLOAD_MESSAGES.imageUnsupported } });
    }
  });

  it('keeps documents and session images for editors and admins, and everything for signed-in users', async () => {
    const document = {
      kind: 'document',
      file_name: 'a.pdf',
      content_type: 'application/pdf',
      size: 10,
    } as const;
    const image = { kind: 'session-image', file_name: 'a.png', content_type: 'image/png', size: 10 } as const;
    const avatar = { kind: 'avatar', file_name: 'a.png', content_type: 'image/png', size: 10 } as const;
    expect((await ticket(tokens.user, document)).status).toBe(403);
    expect((await ticket(tokens.user, image)).status).toBe(403);
    expect((await ticket(tokens.user, avatar)).status).toBe(201);
    for (const body of [document, image, avatar]) expect((await ticket(undefined, body)).status).toBe(401);
    const admin = await signIn('admin@tremplin.test');
    expect((await ticket(admin.accessToken, document)).status).toBe(201);
  });

  it('answers malformed bodies with 400', async () => {
    for (const rawBody of ['{', '[]', '{"kind":"avatar"}', '{"kind":"x","file_name":"a","size":1}']) {
      const response = await api('/api/uploads', { method: 'POST', token: tokens.user, rawBody });
      expect(response.status).toBe(400);
    }
  });
});

describe('attaching an upload', () => {
  it('accepts an avatar of exactly 2 MB, stores it with the sniffed type and serves it under /media', async () => {
    const bytes = file(PNG_HEADER, 2 * MB);
    // The browser claimed JPEG; the content is PNG, and PNG is what gets stored.
    const issued = await uploaded(tokens.user, 'avatar', 'moi.jpg', 'image/jpeg', bytes);
    const attached = await attachUpload({ kind: 'avatar', stagingKey: issued.key, userId: ids.user });
    expect(attached).toMatchObject({ size: 2 * MB, contentType: 'image/png', fileType: 'image' });
    expect(attached.key).toMatch(new RegExp(`^media/avatars/avatar-${ids.user}-[0-9a-f]{16}\\.png$`));
    expect(attached.url).toBe(`/${attached.key}`);
    expect(await exists(BUCKETS.media, issued.key)).toBe(false);

    const served = await fetch(`${cloud().url}${attached.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('max-age=3600');
    expect((await served.arrayBuffer()).byteLength).toBe(2 * MB);

    await deleteFile('media', attached.key);
    await deleteFile('media', attached.key);
    expect(await exists(BUCKETS.media, attached.key)).toBe(false);
  });

  it('has S3 refuse an avatar of 2 MB + 1 byte posted on a ticket for less, storing nothing', async () => {
    const issued = await ticket(tokens.user, {
      kind: 'avatar',
      file_name: 'moi.png',
      content_type: 'image/png',
      size: 1000,
    });
    const body = issued.json as UploadTicketResponse;
    const form = new FormData();
    for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
    form.append('file', new Blob([file(PNG_HEADER, 2 * MB + 1)], { type: 'image/png' }), 'moi.png');
    const response = await fetch(body.url, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    const xml = await response.text();
    expect(xml).toContain('<Code>EntityTooLarge</Code>');
    expect(xml).toContain(`<MaxSizeAllowed>${2 * MB}</MaxSizeAllowed>`);
    expect(await exists(BUCKETS.media, body.key)).toBe(false);
  });

  it('refuses and deletes an oversized staged avatar all the same (checked again on attach)', async () => {
    // S3 enforces the ticket's size; attach measures the stored object anyway, whatever put it there.
    const key = `staging/${ids.user}/avatar/0123456789abcdef-${Date.now()}.png`;
    await s3.send(
      new PutObjectCommand({ Bucket: BUCKETS.media, Key: key, Body: file(PNG_HEADER, 2 * MB + 1) }),
    );
    await expect(attachUpload({ kind: 'avatar', stagingKey: key, userId: ids.user })).rejects.toMatchObject({
      code: 'payload_too_large',
      message: "L'image est trop volumineuse. Maximum 2MB.",
    });
    expect(await exists(BUCKETS.media, key)).toBe(false);
  });

  it('refuses and deletes a renamed .exe posing as .png, as an avatar and as a session image', async () => {
    const exe = file(EXE_HEADER, 4096);
    for (const [kind, token, userId] of [
      ['avatar', tokens.user, ids.user],
      ['session-image', tokens.editor, ids.editor],
    ] as const) {
      const issued = await uploaded(token, kind, 'photo.png', 'image/png', exe);
      await expect(attachUpload({ kind, stagingKey: issued.key, userId })).rejects.toMatchObject({
        code: 'validation_failed',
        message: UPLOAD_MESSAGES.imageUnsupported,
      });
      expect(await exists(BUCKETS.media, issued.key)).toBe(false);
    }
  });

  it('refuses and deletes an SVG sent under an image ticket', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const issued = await uploaded(tokens.user, 'avatar', 'logo.png', 'image/png', svg);
    await expect(
      attachUpload({ kind: 'avatar', stagingKey: issued.key, userId: ids.user }),
    ).rejects.toMatchObject({
      message: UPLOAD_MESSAGES.imageUnsupported,
    });
    expect(await exists(BUCKETS.media, issued.key)).toBe(false);
  });

  it('refuses and deletes an .exe renamed to .pdf', async () => {
    const issued = await uploaded(
      tokens.editor,
      'document',
      'facture.pdf',
      'application/pdf',
      file(EXE_HEADER, 8192),
    );
    await expect(
      attachUpload({ kind: 'document', stagingKey: issued.key, userId: ids.editor }),
    ).rejects.toMatchObject({ code: 'validation_failed', message: UPLOAD_MESSAGES.documentMismatch });
    expect(await exists(BUCKETS.documents, issued.key)).toBe(false);
  });

  it('accepts a session image and lays it out under media/images/{userId}/', async () => {
    const issued = await uploaded(
      tokens.editor,
      'session-image',
      'couverture.webp',
      'image/webp',
      file(WEBP_HEADER, 5000),
    );
    const attached = await attachUpload({
      kind: 'session-image',
      stagingKey: issued.key,
      userId: ids.editor,
    });
    expect(attached.key).toMatch(new RegExp(`^media/images/${ids.editor}/[0-9a-f]{16}-\\d+\\.webp$`));
    expect(attached).toMatchObject({ contentType: 'image/webp', size: 5000, url: `/${attached.key}` });
    const served = await fetch(`${cloud().url}${attached.url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    await deleteFile('media', attached.key);
  });

  it('accepts a PDF of exactly 50 MB into the private bucket and hands out download and preview URLs', async () => {
    const pdf = file('%PDF-1.4\n', 50 * MB, '\n%%EOF\n');
    const issued = await uploaded(tokens.editor, 'document', 'Étude_de-marché.pdf', 'application/pdf', pdf);
    const attached = await attachUpload({ kind: 'document', stagingKey: issued.key, userId: ids.editor });
    expect(attached).toMatchObject({ size: 50 * MB, contentType: 'application/pdf', fileType: 'pdf' });
    expect(attached.key).toMatch(new RegExp(`^${ids.editor}/[0-9a-f]{16}-\\d+\\.pdf$`));
    expect(attached.url).toBe(attached.key);
    expect(await exists(BUCKETS.documents, issued.key)).toBe(false);
    // Documents are private: the public media path does not reach them.
    expect((await fetch(`${cloud().url}/media/${attached.key}`)).status).toBe(404);

    const download = await downloadUrl({ key: attached.key, fileName: 'Étude de marché.pdf' });
    const saved = await fetch(download.url, { headers: { range: 'bytes=0-7' } });
    expect(saved.status).toBe(206);
    expect(Buffer.from(await saved.arrayBuffer()).toString('latin1')).toBe('%PDF-1.4');
    expect(saved.headers.get('content-disposition')).toBe(
      `attachment; filename="Etude de marche.pdf"; filename*=UTF-8''%C3%89tude%20de%20march%C3%A9.pdf`,
    );
    const preview = await downloadUrl({ key: attached.key, fileName: 'Étude de marché.pdf', inline: true });
    const shown = await fetch(preview.url, { headers: { range: 'bytes=0-7' } });
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(Date.parse(download.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    await deleteFile('documents', attached.key);
    expect(await exists(BUCKETS.documents, attached.key)).toBe(false);
  });

  it("refuses another user's staging key with 403 and leaves their upload alone", async () => {
    const issued = await uploaded(tokens.editor, 'avatar', 'moi.png', 'image/png', file(PNG_HEADER, 100));
    await expect(
      attachUpload({ kind: 'avatar', stagingKey: issued.key, userId: ids.user }),
    ).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(await exists(BUCKETS.media, issued.key)).toBe(true);
    // Its owner still attaches it (a file smaller than the sniffing window, too).
    const attached = await attachUpload({ kind: 'avatar', stagingKey: issued.key, userId: ids.editor });
    expect(attached).toMatchObject({ size: 100, contentType: 'image/png' });
    await deleteFile('media', attached.key);
  });

  it('accepts an Office document whose content is the ZIP container its extension promises', async () => {
    const docx = file([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0], 3000);
    const issued = await uploaded(tokens.editor, 'document', 'Plan_financier.docx', '', docx);
    const attached = await attachUpload({ kind: 'document', stagingKey: issued.key, userId: ids.editor });
    expect(attached).toMatchObject({
      fileType: 'word',
      size: 3000,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(attached.key).toMatch(/\.docx$/);
    await deleteFile('documents', attached.key);
  });

  it('answers a staging key with nothing behind it with 400', async () => {
    await expect(
      attachUpload({
        kind: 'avatar',
        stagingKey: `staging/${ids.user}/avatar/0123456789abcdef-1700000000000.png`,
        userId: ids.user,
      }),
    ).rejects.toMatchObject({ code: 'validation_failed', message: UPLOAD_MESSAGES.uploadMissing });
  });
});
