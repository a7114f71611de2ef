import { randomBytes } from 'node:crypto';
import {
  CreateMultipartUploadCommand,
  ListPartsCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MultipartStartResponse, MultipartUrlsResponse } from '@common/schemas/upload';
import type { UploadKind } from '@common/uploads';
import { BUCKETS } from '../../infra/definitions/storage';
import type { BucketKind, ObjectAction } from '../../lambdas/permissions';
import { ROUTES, type RouteDefinition } from '../../lambdas/routes';
import { startOwnCloud, type OwnCloud } from './own-cloud';
import { expectInternalError, expectRefused, without, type Grant } from './removed-grants';

/**
 * The five routes of uploads in parts hold each S3 grant they declare because they use it: on a
 * platform of its own, each loses grants (at most one per bucket and route, so that each refusal is
 * told apart), and the caller's request fails with the local gate's refusal of that very call, as on
 * AWS. An upload a route needs but cannot start itself there is started as S3 would hold it.
 */
const MiB = 1024 * 1024;
type UploadRoute =
  | 'start-multipart-upload'
  | 'presign-upload-parts'
  | 'list-upload-parts'
  | 'complete-multipart-upload'
  | 'abort-multipart-upload';

const grant = (bucket: BucketKind, action: ObjectAction): Grant => ({ object: { bucket, action } });

function routesWithout(missing: Partial<Record<UploadRoute, Grant[]>>): RouteDefinition[] {
  return ROUTES.map((route) => {
    const grants = missing[route.name as UploadRoute] ?? [];
    return grants.reduce((r, g) => ({ ...r, permissions: without(r.permissions, g) }), route);
  });
}

interface Platform {
  own: OwnCloud;
  token: string;
  userId: string;
  operator: S3Client;
}

async function platform(missing: Partial<Record<UploadRoute, Grant[]>>): Promise<Platform> {
  const own = await startOwnCloud({ routes: routesWithout(missing) });
  const { email, sub } = await own.signUp();
  const token = (await own.signIn(email)).accessToken;
  // The first account becomes the admin: it may send documents and session images.
  expect((await own.api('/api/bootstrap-admin', { method: 'POST', token })).status).toBe(200);
  const operator = new S3Client({
    endpoint: own.cloud.gates.s3,
    region: 'eu-west-3',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });
  return { own, token: (await own.signIn(email)).accessToken, userId: sub, operator };
}

const FILES: Record<'document' | 'session-image', { name: string; type: string; extension: string }> = {
  document: { name: 'guide.pdf', type: 'application/pdf', extension: 'pdf' },
  'session-image': { name: 'couverture.png', type: 'image/png', extension: 'png' },
};

/** An upload started as S3 holds it, under the caller's staging key of `kind` (for a route that cannot start it). */
async function heldUpload(p: Platform, kind: 'document' | 'session-image', parts: number[] = []) {
  const key = `staging/${p.userId}/${kind}/${randomBytes(8).toString('hex')}-${Date.now()}.${FILES[kind].extension}`;
  const Bucket = kind === 'document' ? BUCKETS.documents : BUCKETS.media;
  const created = await p.operator.send(new CreateMultipartUploadCommand({ Bucket, Key: key }));
  const uploadId = created.UploadId ?? '';
  const etags: { part_number: number; etag: string }[] = [];
  for (const [index, size] of parts.entries()) {
    const sent = await p.operator.send(
      new UploadPartCommand({
        Bucket,
        Key: key,
        UploadId: uploadId,
        PartNumber: index + 1,
        Body: new Uint8Array(size),
      }),
    );
    etags.push({ part_number: index + 1, etag: sent.ETag ?? '' });
  }
  return { upload_key: key, upload_id: uploadId, etags, Bucket };
}

async function start(p: Platform, kind: 'document' | 'session-image', size = 6 * MiB) {
  return p.own.api('/api/uploads/multipart', {
    method: 'POST',
    token: p.token,
    body: { kind, file_name: FILES[kind].name, content_type: FILES[kind].type, size },
  });
}

/** Started, and its parts sent to their presigned URLs, as the browser does. */
async function sentUpload(p: Platform, kind: UploadKind & ('document' | 'session-image'), sizes: number[]) {
  const started = await start(p, kind);
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const upload = started.json as MultipartStartResponse;
  const signed = await urls(
    p,
    { upload_key: upload.key, upload_id: upload.upload_id },
    sizes.map((_, i) => i + 1),
  );
  expect(signed.status).toBe(200);
  const etags = [];
  for (const [index, { url }] of (signed.json as MultipartUrlsResponse).parts.entries()) {
    const response = await fetch(url, { method: 'PUT', body: new Uint8Array(sizes[index] ?? 0) });
    expect(response.status).toBe(200);
    etags.push({ part_number: index + 1, etag: response.headers.get('etag') ?? '' });
  }
  return { upload_key: upload.key, upload_id: upload.upload_id, etags };
}

const urls = (p: Platform, upload: { upload_key: string; upload_id: string }, part_numbers: number[]) =>
  p.own.api('/api/uploads/multipart/urls', {
    method: 'POST',
    token: p.token,
    body: { upload_key: upload.upload_key, upload_id: upload.upload_id, part_numbers },
  });

const query = (upload: { upload_key: string; upload_id: string }) =>
  new URLSearchParams({ upload_key: upload.upload_key, upload_id: upload.upload_id }).toString();

const listParts = (p: Platform, upload: { upload_key: string; upload_id: string }) =>
  p.own.api(`/api/uploads/multipart/parts?${query(upload)}`, { token: p.token });

const abort = (p: Platform, upload: { upload_key: string; upload_id: string }) =>
  p.own.api(`/api/uploads/multipart?${query(upload)}`, { method: 'DELETE', token: p.token });

const complete = (
  p: Platform,
  upload: { upload_key: string; upload_id: string; etags: { part_number: number; etag: string }[] },
) =>
  p.own.api('/api/uploads/multipart/complete', {
    method: 'POST',
    token: p.token,
    body: { upload_key: upload.upload_key, upload_id: upload.upload_id, parts: upload.etags },
  });

/** A presigned part URL that S3 refuses: its signer may not write the key. */
async function expectPartRefused(p: Platform, upload: { upload_key: string; upload_id: string }) {
  const signed = await urls(p, upload, [1]);
  expect(signed.status).toBe(200);
  const [part] = (signed.json as MultipartUrlsResponse).parts;
  const response = await fetch(part?.url ?? '', { method: 'PUT', body: new Uint8Array(10) });
  expect(response.status).toBe(403);
  expect(await response.text()).toContain('<Code>AccessDenied</Code>');
}

describe('without their grants on the documents bucket (and complete without s3:PutObject on media)', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await platform({
      'start-multipart-upload': [grant('documents', 'PutObject')],
      'presign-upload-parts': [grant('documents', 'PutObject')],
      'list-upload-parts': [grant('documents', 'ListMultipartUploadParts')],
      'complete-multipart-upload': [
        grant('documents', 'ListMultipartUploadParts'),
        grant('media', 'PutObject'),
      ],
      'abort-multipart-upload': [grant('documents', 'AbortMultipartUpload')],
    });
  }, 240_000);
  afterAll(() => p?.own.stop());

  it('an editor can neither start, send, list, complete nor cancel a document upload', async () => {
    expectInternalError(await start(p, 'document'));
    expectRefused(p.own, 'start-multipart-upload', grant('documents', 'PutObject'));

    const held = await heldUpload(p, 'document', [5 * MiB, 10]);
    await expectPartRefused(p, held);
    expectRefused(p.own, 'presign-upload-parts', grant('documents', 'PutObject'));
    expectInternalError(await listParts(p, held));
    expectRefused(p.own, 'list-upload-parts', grant('documents', 'ListMultipartUploadParts'));
    expectInternalError(await complete(p, held));
    expectRefused(p.own, 'complete-multipart-upload', grant('documents', 'ListMultipartUploadParts'));
    expectInternalError(await abort(p, held));
    expectRefused(p.own, 'abort-multipart-upload', grant('documents', 'AbortMultipartUpload'));
  });

  it('nor complete a session image upload', async () => {
    const sent = await sentUpload(p, 'session-image', [5 * MiB, 10]);
    expectInternalError(await complete(p, sent));
    expectRefused(p.own, 'complete-multipart-upload', grant('media', 'PutObject'));
  });
});

describe('without their grants on the media bucket (and complete without s3:PutObject on documents, s3:AbortMultipartUpload on media)', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await platform({
      'start-multipart-upload': [grant('media', 'PutObject')],
      'presign-upload-parts': [grant('media', 'PutObject')],
      'list-upload-parts': [grant('media', 'ListMultipartUploadParts')],
      'complete-multipart-upload': [grant('documents', 'PutObject'), grant('media', 'AbortMultipartUpload')],
      'abort-multipart-upload': [grant('media', 'AbortMultipartUpload')],
    });
  }, 240_000);
  afterAll(() => p?.own.stop());

  it('an editor can neither start, send, list nor cancel a session image upload', async () => {
    expectInternalError(await start(p, 'session-image'));
    expectRefused(p.own, 'start-multipart-upload', grant('media', 'PutObject'));

    const held = await heldUpload(p, 'session-image', [10]);
    await expectPartRefused(p, held);
    expectRefused(p.own, 'presign-upload-parts', grant('media', 'PutObject'));
    expectInternalError(await listParts(p, held));
    expectRefused(p.own, 'list-upload-parts', grant('media', 'ListMultipartUploadParts'));
    expectInternalError(await abort(p, held));
    expectRefused(p.own, 'abort-multipart-upload', grant('media', 'AbortMultipartUpload'));
  });

  it('nor complete a document upload', async () => {
    const sent = await sentUpload(p, 'document', [5 * MiB, 10]);
    expectInternalError(await complete(p, sent));
    expectRefused(p.own, 'complete-multipart-upload', grant('documents', 'PutObject'));
  });

  it('and a session image too large is refused but left whole in storage, not aborted', async () => {
    const held = await heldUpload(p, 'session-image', [5 * MiB, 5 * MiB + 10]);
    expect((await complete(p, held)).status).toBe(413);
    expectRefused(p.own, 'complete-multipart-upload', grant('media', 'AbortMultipartUpload'));
    const parts = await p.operator.send(
      new ListPartsCommand({ Bucket: held.Bucket, Key: held.upload_key, UploadId: held.upload_id }),
    );
    expect(parts.Parts).toHaveLength(2);
  });
});

describe('complete without s3:AbortMultipartUpload on documents and s3:ListMultipartUploadParts on media', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await platform({
      'complete-multipart-upload': [
        grant('documents', 'AbortMultipartUpload'),
        grant('media', 'ListMultipartUploadParts'),
      ],
    });
  }, 240_000);
  afterAll(() => p?.own.stop());

  it('leaves a document too large whole in storage, and cannot complete a session image', async () => {
    // 51 MiB: over the documents' 50 MB, in the ten parts a document may have.
    const held = await heldUpload(p, 'document', [...Array<number>(9).fill(5 * MiB), 6 * MiB]);
    expect((await complete(p, held)).status).toBe(413);
    expectRefused(p.own, 'complete-multipart-upload', grant('documents', 'AbortMultipartUpload'));
    const parts = await p.operator.send(
      new ListPartsCommand({ Bucket: held.Bucket, Key: held.upload_key, UploadId: held.upload_id }),
    );
    expect(parts.Parts).toHaveLength(10);

    const image = await heldUpload(p, 'session-image', [5 * MiB, 10]);
    expectInternalError(await complete(p, image));
    expectRefused(p.own, 'complete-multipart-upload', grant('media', 'ListMultipartUploadParts'));
  });
});
