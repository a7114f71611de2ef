import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { createHash, randomUUID } from 'node:crypto';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadTicketResponse } from '@common/schemas/upload';
import { BUCKETS } from '../../infra/definitions/storage';
import { api, cloud, signIn } from './helpers';

/**
 * What the local cloud refuses as AWS would, beyond what the stand-ins check themselves: signatures,
 * presigned URL expiry, POST policy conditions and IAM, each with the service's own error.
 */
const OPERATOR = { accessKeyId: 'local', secretAccessKey: 'local' };
const REGION = 'eu-west-3';
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const s3 = (credentials = OPERATOR) =>
  new S3Client({
    endpoint: cloud().gates.s3,
    region: REGION,
    credentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });

let userToken = '';
let documentKey = '';

async function downloadUrl(): Promise<string> {
  const { items } = (await api('/api/documents?limit=1')).json as { items: { id: string }[] };
  const download = await api(`/api/documents/${items[0]?.id ?? ''}/download`, {
    method: 'POST',
    token: userToken,
  });
  return (download.json as { url: string }).url;
}

async function avatarTicket(size = PNG.length): Promise<UploadTicketResponse> {
  const ticket = await api('/api/uploads', {
    method: 'POST',
    token: userToken,
    body: { kind: 'avatar', file_name: 'moi.png', content_type: 'image/png', size },
  });
  return ticket.json as UploadTicketResponse;
}

async function post(url: string, fields: Record<string, string>, bytes = PNG, type = 'image/png') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type }), 'moi.png');
  const response = await fetch(url, { method: 'POST', body: form });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

const code = (xml: string) => /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];

beforeAll(async () => {
  userToken = (await signIn('user@tremplin.test')).accessToken;
  const url = new URL(await downloadUrl());
  documentKey = decodeURIComponent(url.pathname.split('/').slice(2).join('/'));
});

describe('S3: presigned GET links', () => {
  it('serve the file as signed, and nothing once the link is changed', async () => {
    const url = await downloadUrl();
    expect((await fetch(url)).status).toBe(200);
    const tampered = [
      url.replace('attachment', 'inline'),
      url.replace(/X-Amz-Signature=([0-9a-f])/, (_, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`),
      url.replace(/\/([^/?]+)\?/, '/autre.pdf?'),
    ];
    for (const candidate of tampered) {
      const response = await fetch(candidate);
      expect(response.status, candidate).toBe(403);
      expect(code(await response.text())).toBe('SignatureDoesNotMatch');
    }
  });

  it('stop working when they expire', async () => {
    const signedAt = new Date(Date.now() - 120_000);
    const url = await getSignedUrl(
      s3(),
      new GetObjectCommand({ Bucket: BUCKETS.documents, Key: documentKey }),
      {
        expiresIn: 60,
        signingDate: signedAt,
      },
    );
    const response = await fetch(url);
    expect(response.status).toBe(403);
    const body = await response.text();
    expect(code(body)).toBe('AccessDenied');
    expect(body).toContain('Request has expired');
  });

  it('are needed: the bucket answers an unsigned request with AccessDenied', async () => {
    const response = await fetch(`${cloud().gates.s3}/${BUCKETS.documents}/${documentKey}`);
    expect(response.status).toBe(403);
    expect(code(await response.text())).toBe('AccessDenied');
  });
});

/** The PDF reader's link (GET /api/documents/{id}/preview), as the reader reads it. */
async function previewUrl(): Promise<string> {
  const { items } = (await api('/api/documents?limit=1')).json as { items: { id: string }[] };
  const preview = await api(`/api/documents/${items[0]?.id ?? ''}/preview`, { token: userToken });
  expect(preview.status).toBe(200);
  return (preview.json as { url: string }).url;
}

describe('S3: range reads of a preview link, as S3 answers them', () => {
  let url = '';
  let whole = Buffer.alloc(0);
  const read = (range: string, init: RequestInit = {}) =>
    fetch(url, { ...init, headers: { range, ...(init.headers as Record<string, string>) } });

  beforeAll(async () => {
    url = await previewUrl();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    whole = Buffer.from(await response.arrayBuffer());
    expect(whole.length).toBeGreaterThan(300);
  });

  it('answer a range with 206, its Content-Range and only its bytes', async () => {
    const size = whole.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=0-0', 0, 0],
      ['bytes=100-', 100, size - 1],
      ['bytes=-100', size - 100, size - 1],
      ['bytes=50-99999999', 50, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await read(range);
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(Buffer.from(await response.arrayBuffer()).equals(whole.subarray(start, end + 1)), range).toBe(
        true,
      );
    }
    const head = await s3().send(
      new HeadObjectCommand({ Bucket: BUCKETS.documents, Key: documentKey, Range: 'bytes=0-99' }),
    );
    expect(head.ContentLength).toBe(100);
  });

  it('answer a range past the end with 416 InvalidRange, and ignore a malformed or multiple range', async () => {
    const past = await read(`bytes=${whole.length}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    expect(code(await past.text())).toBe('InvalidRange');
    for (const range of ['bytes=abc', 'bytes=20-10', 'bytes=0-1,5-6']) {
      const response = await read(range);
      expect(response.status, range).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).length, range).toBe(whole.length);
    }
  });

  it('let a page of the site ask for ranges and read the range headers', async () => {
    const origin = cloud().url;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'range' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('range');
    for (const response of [
      await read('bytes=0-9', { headers: { origin } }),
      await read(`bytes=${whole.length}-`, { headers: { origin } }),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase();
      for (const header of ['accept-ranges', 'content-range', 'content-length'])
        expect(exposed, `${response.status}`).toContain(header);
    }
  });
});

describe('S3: presigned POST policies', () => {
  it('accept the form as issued, and refuse a changed type, key, extra field or policy', async () => {
    const ticket = await avatarTicket();
    expect((await post(ticket.url, ticket.fields)).status).toBe(204);

    const html = await post(ticket.url, { ...ticket.fields, 'Content-Type': 'text/html' });
    expect([html.status, code(html.text)]).toEqual([403, 'AccessDenied']);
    expect(html.text).toContain('Policy Condition failed');

    const elsewhere = await post(ticket.url, {
      ...ticket.fields,
      key: ticket.fields.key?.replace('staging/', 'media/avatars/') ?? '',
    });
    expect([elsewhere.status, code(elsewhere.text)]).toEqual([403, 'AccessDenied']);

    const extra = await post(ticket.url, { ...ticket.fields, acl: 'public-read' });
    expect(extra.text).toContain('Extra input fields: acl');

    const policy = JSON.parse(Buffer.from(ticket.fields.Policy ?? '', 'base64').toString()) as {
      conditions: unknown[];
    };
    const widened = Buffer.from(
      JSON.stringify({
        ...policy,
        conditions: policy.conditions.filter((c) => !Array.isArray(c) || c[0] !== 'content-length-range'),
      }),
    ).toString('base64');
    const forged = await post(ticket.url, { ...ticket.fields, Policy: widened });
    expect([forged.status, code(forged.text)]).toEqual([403, 'SignatureDoesNotMatch']);
  });

  it('refuse a form after its policy expired', async () => {
    const { url, fields } = await createPresignedPost(s3(), {
      Bucket: BUCKETS.media,
      Key: 'staging/expiry-test/a.png',
      Expires: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const response = await post(url, fields);
    expect([response.status, code(response.text)]).toEqual([403, 'AccessDenied']);
    expect(response.text).toContain('Policy expired');
  });

  it('answer the browser with the bucket CORS headers, refusals included', async () => {
    const ticket = await avatarTicket();
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' }), 'grand.png');
    const response = await fetch(ticket.url, {
      method: 'POST',
      body: form,
      headers: { origin: cloud().url },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(code(await response.text())).toBe('EntityTooLarge');
  });
});

describe('IAM on the functions own keys', () => {
  it('lets a read-only function read the table but not write it (DynamoDB)', async () => {
    const dynamo = new DynamoDBClient({
      endpoint: cloud().gates.dynamodb,
      region: REGION,
      credentials: cloud().functionKeys['get-platform-stats'],
      maxAttempts: 1,
    });
    const key = { PK: { S: 'STATS' }, SK: { S: 'PLATFORM' } };
    await expect(dynamo.send(new GetItemCommand({ TableName: 'tremplin', Key: key }))).resolves.toBeDefined();
    await expect(
      dynamo.send(new PutItemCommand({ TableName: 'tremplin', Item: { ...key, usersCount: { N: '1' } } })),
    ).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringMatching(
        /get-platform-stats is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:eu-west-3:000000000000:table\/tremplin/,
      ) as unknown,
    });
    const stranger = new DynamoDBClient({
      endpoint: cloud().gates.dynamodb,
      region: REGION,
      credentials: { accessKeyId: 'LOCALFNnobody', secretAccessKey: 'x' },
      maxAttempts: 1,
    });
    await expect(
      stranger.send(new GetItemCommand({ TableName: 'tremplin', Key: key })),
    ).rejects.toMatchObject({
      name: 'UnrecognizedClientException',
    });
    const wrongSecret = new DynamoDBClient({
      endpoint: cloud().gates.dynamodb,
      region: REGION,
      credentials: { ...cloud().functionKeys['get-platform-stats'], secretAccessKey: 'not-the-secret' },
      maxAttempts: 1,
    });
    await expect(
      wrongSecret.send(new GetItemCommand({ TableName: 'tremplin', Key: key })),
    ).rejects.toMatchObject({
      name: 'InvalidSignatureException',
    });
  });

  it('lets only the functions that declare it touch S3 objects (a missing key is then a 403)', async () => {
    const reader = s3(cloud().functionKeys['get-platform-stats']);
    await expect(
      reader.send(new HeadObjectCommand({ Bucket: BUCKETS.documents, Key: documentKey })),
    ).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    await expect(
      reader.send(new PutObjectCommand({ Bucket: BUCKETS.media, Key: 'media/avatars/x.png', Body: PNG })),
    ).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it('lets only the role-changing functions call Cognito administration', async () => {
    const client = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
      new CognitoIdentityProviderClient({
        endpoint: cloud().gates.cognito,
        region: REGION,
        credentials,
        maxAttempts: 1,
      });
    const command = new AdminAddUserToGroupCommand({
      UserPoolId: cloud().userPoolId,
      Username: 'user@tremplin.test',
      GroupName: 'admin',
    });
    await expect(client(cloud().functionKeys['get-platform-stats']).send(command)).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringContaining(
        'cognito-idp:AdminAddUserToGroup on resource: arn:aws:cognito-idp:eu-west-3:000000000000:userpool/',
      ) as unknown,
    });
    const me = await api('/api/me', { token: userToken });
    expect((me.json as { role: string }).role).toBe('user');
    // The function that declares it may (a removal from a group the user is not in changes nothing).
    await expect(
      client(cloud().functionKeys['assign-user-role']).send(
        new AdminRemoveUserFromGroupCommand({
          UserPoolId: cloud().userPoolId,
          Username: 'user@tremplin.test',
          GroupName: 'admin',
        }),
      ),
    ).resolves.toBeDefined();
  });
});

describe('S3: multipart uploads, as S3 answers them', () => {
  const MiB = 1024 * 1024;
  const Bucket = BUCKETS.documents;
  const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

  async function begin(): Promise<{ Key: string; UploadId: string }> {
    const Key = `staging/gate-test/document/${randomUUID()}.pdf`;
    const created = await s3().send(
      new CreateMultipartUploadCommand({ Bucket, Key, ContentType: 'application/pdf' }),
    );
    return { Key, UploadId: created.UploadId ?? '' };
  }

  /** A presigned UploadPart URL, as the API hands one to a browser. */
  const partUrl = (
    upload: { Key: string; UploadId: string },
    PartNumber: number,
    options: { credentials?: typeof OPERATOR; signingDate?: Date; expiresIn?: number } = {},
  ) =>
    getSignedUrl(s3(options.credentials), new UploadPartCommand({ Bucket, ...upload, PartNumber }), {
      expiresIn: options.expiresIn ?? 300,
      ...(options.signingDate ? { signingDate: options.signingDate } : {}),
    });

  async function put(url: string, body: Uint8Array<ArrayBuffer>) {
    const response = await fetch(url, { method: 'PUT', body });
    return { status: response.status, etag: response.headers.get('etag'), text: await response.text() };
  }

  const complete = (
    upload: { Key: string; UploadId: string },
    parts: { PartNumber: number; ETag: string }[],
  ) =>
    s3().send(new CompleteMultipartUploadCommand({ Bucket, ...upload, MultipartUpload: { Parts: parts } }));

  it('take parts at their presigned URLs, list them, complete with the multipart ETag, then know the upload no more', async () => {
    const upload = await begin();
    const first = new Uint8Array(5 * MiB).fill(1);
    const last = new Uint8Array(1000).fill(2);
    const one = await put(await partUrl(upload, 1), first);
    const two = await put(await partUrl(upload, 2), last);
    expect([one.status, one.etag, two.etag]).toEqual([200, `"${md5(first)}"`, `"${md5(last)}"`]);

    const listed = await s3().send(new ListPartsCommand({ Bucket, ...upload }));
    expect(listed.Parts?.map((p) => [p.PartNumber, p.ETag, p.Size])).toEqual([
      [1, `"${md5(first)}"`, first.length],
      [2, `"${md5(last)}"`, last.length],
    ]);
    const paged = await s3().send(new ListPartsCommand({ Bucket, ...upload, MaxParts: 1 }));
    expect([paged.IsTruncated, paged.NextPartNumberMarker, paged.Parts?.length]).toEqual([true, '1', 1]);

    const done = await complete(upload, [
      { PartNumber: 1, ETag: one.etag ?? '' },
      { PartNumber: 2, ETag: two.etag ?? '' },
    ]);
    const expected = `${createHash('md5')
      .update(Buffer.concat([Buffer.from(md5(first), 'hex'), Buffer.from(md5(last), 'hex')]))
      .digest('hex')}-2`;
    expect(done.ETag).toBe(`"${expected}"`);
    const head = await s3().send(new HeadObjectCommand({ Bucket, Key: upload.Key }));
    expect([head.ContentLength, head.ETag, head.ContentType]).toEqual([
      first.length + last.length,
      `"${expected}"`,
      'application/pdf',
    ]);
    await expect(s3().send(new ListPartsCommand({ Bucket, ...upload }))).rejects.toMatchObject({
      name: 'NoSuchUpload',
    });
    expect((await put(await partUrl(upload, 3), last)).status).toBe(404);
  });

  it('refuse a part URL that was changed, has expired, or whose signer may not write the key', async () => {
    const upload = await begin();
    const body = new Uint8Array(10).fill(3);
    const url = await partUrl(upload, 1);
    for (const tampered of [
      url.replace(/X-Amz-Signature=([0-9a-f])/, (_, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`),
      url.replace('partNumber=1', 'partNumber=2'),
      url.replace(/uploadId=[^&]+/, () => `uploadId=${upload.UploadId}x`),
    ]) {
      const refused = await put(tampered, body);
      expect([refused.status, code(refused.text)], tampered).toEqual([403, 'SignatureDoesNotMatch']);
    }
    const expired = await put(
      await partUrl(upload, 1, { signingDate: new Date(Date.now() - 120_000), expiresIn: 60 }),
      body,
    );
    expect([expired.status, code(expired.text)]).toEqual([403, 'AccessDenied']);
    expect(expired.text).toContain('Request has expired');
    // A function whose policy does not hold s3:PutObject on staging/ signs a URL S3 refuses.
    const unentitled = await put(
      await partUrl(upload, 1, { credentials: cloud().functionKeys['get-platform-stats'] }),
      body,
    );
    expect([unentitled.status, code(unentitled.text)]).toEqual([403, 'AccessDenied']);
    const listed = await s3().send(new ListPartsCommand({ Bucket, ...upload }));
    expect(listed.Parts ?? []).toEqual([]);
  });

  it('refuse a completion naming a wrong ETag, a part not sent, parts out of order, or a small part before the last', async () => {
    const upload = await begin();
    const big = new Uint8Array(5 * MiB).fill(4);
    const small = new Uint8Array(100).fill(5);
    const one = await put(await partUrl(upload, 1), big);
    const two = await put(await partUrl(upload, 2), small);
    const three = await put(await partUrl(upload, 3), small);
    const e1 = one.etag ?? '';
    const e2 = two.etag ?? '';
    const e3 = three.etag ?? '';
    const refusal = async (parts: { PartNumber: number; ETag: string }[]) =>
      complete(upload, parts).then(
        () => null,
        (error: { name: string; $metadata: { httpStatusCode?: number } }) => [
          error.$metadata.httpStatusCode,
          error.name,
        ],
      );
    expect(
      await refusal([
        { PartNumber: 1, ETag: `"${'0'.repeat(32)}"` },
        { PartNumber: 2, ETag: e2 },
      ]),
    ).toEqual([400, 'InvalidPart']);
    expect(
      await refusal([
        { PartNumber: 1, ETag: e1 },
        { PartNumber: 4, ETag: e2 },
      ]),
    ).toEqual([400, 'InvalidPart']);
    expect(
      await refusal([
        { PartNumber: 2, ETag: e2 },
        { PartNumber: 1, ETag: e1 },
      ]),
    ).toEqual([400, 'InvalidPartOrder']);
    expect(
      await refusal([
        { PartNumber: 1, ETag: e1 },
        { PartNumber: 2, ETag: e2 },
        { PartNumber: 3, ETag: e3 },
      ]),
    ).toEqual([400, 'EntityTooSmall']);
    // Nothing was stored, and the upload is still whole: a right list completes it.
    await expect(s3().send(new HeadObjectCommand({ Bucket, Key: upload.Key }))).rejects.toMatchObject({
      name: 'NotFound',
    });
    await complete(upload, [
      { PartNumber: 1, ETag: e1 },
      { PartNumber: 3, ETag: e3 },
    ]);
    const head = await s3().send(new HeadObjectCommand({ Bucket, Key: upload.Key }));
    expect(head.ContentLength).toBe(big.length + small.length);
  });

  it('abort an upload: its parts are gone and its id unknown', async () => {
    const upload = await begin();
    await put(await partUrl(upload, 1), new Uint8Array(10));
    await s3().send(new AbortMultipartUploadCommand({ Bucket, ...upload }));
    for (const call of [
      () => s3().send(new ListPartsCommand({ Bucket, ...upload })),
      () => s3().send(new AbortMultipartUploadCommand({ Bucket, ...upload })),
      () => complete(upload, [{ PartNumber: 1, ETag: `"${'0'.repeat(32)}"` }]),
      () => s3().send(new ListPartsCommand({ Bucket, Key: upload.Key, UploadId: 'inconnu' })),
    ])
      await expect(call()).rejects.toMatchObject({
        name: 'NoSuchUpload',
        $metadata: { httpStatusCode: 404 },
      });
    const refused = await put(await partUrl(upload, 1), new Uint8Array(10));
    expect([refused.status, code(refused.text)]).toEqual([404, 'NoSuchUpload']);
  });
});
