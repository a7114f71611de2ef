import { createHash, createHmac } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../../infra/local/iam/gate-http';
import {
  verifyHeaderSignature,
  verifyPolicySignature,
  verifyQuerySignature,
  type ReceivedRequest,
} from '../../../infra/local/iam/sigv4';

const KEY = { accessKeyId: 'LOCALFNdownloaddocument', secretAccessKey: 'c2VjcmV0LW9mLXRoZS1mdW5jdGlvbg==' };
const ENDPOINT = 'http://127.0.0.1:4599';
const settings = (now?: Date) => ({
  service: 's3',
  region: 'eu-west-3',
  secretOf: (id: string) => (id === KEY.accessKeyId ? KEY.secretAccessKey : undefined),
  uriEscapePath: false,
  ...(now ? { now } : {}),
});
const client = new S3Client({
  endpoint: ENDPOINT,
  region: 'eu-west-3',
  credentials: KEY,
  forcePathStyle: true,
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

/** A URL as the gate receives it. */
function received(url: string, method = 'GET'): ReceivedRequest {
  const parsed = new URL(url);
  return {
    method,
    path: parsed.pathname,
    query: parseQuery(parsed.search.slice(1)) ?? {},
    headers: { host: parsed.host },
    body: Buffer.alloc(0),
  };
}

async function presigned(key: string, signingDate?: Date) {
  return getSignedUrl(
    client,
    new GetObjectCommand({
      Bucket: 'tremplin-documents',
      Key: key,
      ResponseContentDisposition: `attachment; filename="Étude de marché.pdf"`,
    }),
    { expiresIn: 300, ...(signingDate ? { signingDate } : {}) },
  );
}

describe('presigned URLs (query authentication)', () => {
  it('accepts what the SDK signs, accents and spaces in the key included', async () => {
    const url = await presigned('8f14e45f-ceea-467f-a0e6-0b4c8f7a1d2e/plan d’affaires é+ü.pdf');
    expect(await verifyQuerySignature(received(url), settings())).toEqual({
      ok: true,
      accessKeyId: KEY.accessKeyId,
    });
  });

  it('refuses a URL whose key, parameters or signature were changed', async () => {
    const url = await presigned('8f14e45f-ceea-467f-a0e6-0b4c8f7a1d2e/a.pdf');
    const tampered = [
      url.replace('/a.pdf', '/b.pdf'),
      url.replace('X-Amz-Expires=300', 'X-Amz-Expires=600'),
      url.replace('attachment', 'inline'),
      url.replace(/X-Amz-Signature=(.)/, (_, c: string) => `X-Amz-Signature=${c === 'a' ? 'b' : 'a'}`),
    ];
    for (const candidate of tampered) {
      expect(await verifyQuerySignature(received(candidate), settings()), candidate).toMatchObject({
        ok: false,
        problem: 'mismatch',
      });
    }
    expect(await verifyQuerySignature(received(url, 'DELETE'), settings())).toMatchObject({
      problem: 'mismatch',
    });
  });

  it('refuses an expired URL, and a key it does not know', async () => {
    const signedAt = new Date(Date.now() - 301_000);
    const url = await presigned('8f14e45f-ceea-467f-a0e6-0b4c8f7a1d2e/a.pdf', signedAt);
    expect(await verifyQuerySignature(received(url), settings())).toMatchObject({
      ok: false,
      problem: 'expired',
    });
    expect(
      await verifyQuerySignature(received(url), settings(new Date(signedAt.getTime() + 299_000))),
    ).toMatchObject({
      ok: true,
    });
    const stranger = await getSignedUrl(
      new S3Client({
        endpoint: ENDPOINT,
        region: 'eu-west-3',
        credentials: { accessKeyId: 'NOPE', secretAccessKey: 'x' },
        forcePathStyle: true,
      }),
      new GetObjectCommand({ Bucket: 'b', Key: 'k' }),
    );
    expect(await verifyQuerySignature(received(stranger), settings())).toMatchObject({
      problem: 'unknown-key',
    });
  });
});

describe('SDK calls (header authentication)', () => {
  /** Captures the request the SDK would send, signed, without sending it. */
  async function signedRequest(command: HeadObjectCommand): Promise<ReceivedRequest> {
    let captured: ReceivedRequest | undefined;
    const capturing = new S3Client({
      endpoint: ENDPOINT,
      region: 'eu-west-3',
      credentials: KEY,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      maxAttempts: 1,
      requestHandler: {
        handle: (request: {
          method: string;
          path: string;
          query?: Record<string, string>;
          headers: Record<string, string>;
        }) => {
          captured = {
            method: request.method,
            path: request.path,
            query: request.query ?? {},
            headers: Object.fromEntries(
              Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]),
            ),
            body: Buffer.alloc(0),
          };
          return Promise.reject(new Error('captured'));
        },
      },
    });
    await capturing.send(command).catch(() => undefined);
    if (!captured) throw new Error('nothing captured');
    return captured;
  }

  it('accepts what the SDK signs and refuses it once a signed header changes', async () => {
    const request = await signedRequest(
      new HeadObjectCommand({ Bucket: 'tremplin-media', Key: 'staging/u/a b.png', IfMatch: '"abc"' }),
    );
    expect(await verifyHeaderSignature(request, settings())).toMatchObject({ ok: true });
    const changed = { ...request, headers: { ...request.headers, 'if-match': '"abd"' } };
    expect(await verifyHeaderSignature(changed, settings())).toMatchObject({ problem: 'mismatch' });
    expect(
      await verifyHeaderSignature({ ...request, path: '/tremplin-media/staging/u/other.png' }, settings()),
    ).toMatchObject({
      problem: 'mismatch',
    });
  });

  it('refuses a request signed too long ago, or for another service', async () => {
    const request = await signedRequest(new HeadObjectCommand({ Bucket: 'b', Key: 'k' }));
    expect(await verifyHeaderSignature(request, settings(new Date(Date.now() + 16 * 60_000)))).toMatchObject({
      problem: 'skewed',
    });
    expect(await verifyHeaderSignature(request, { ...settings(), service: 'dynamodb' })).toMatchObject({
      problem: 'wrong-scope',
    });
    const { authorization: _dropped, ...unsigned } = request.headers;
    expect(await verifyHeaderSignature({ ...request, headers: unsigned }, settings())).toMatchObject({
      problem: 'missing',
    });
  });

  it('covers the body for services that sign it (DynamoDB), declared in a header or not', async () => {
    const body = Buffer.from('{"TableName":"tremplin","Key":{"PK":{"S":"A"}}}');
    const other = Buffer.from(body.toString().replace('"A"', '"B"'));
    const dynamo = { ...settings(), service: 'dynamodb', uriEscapePath: true };
    for (const applyChecksum of [true, false]) {
      const signer = new SignatureV4({
        credentials: KEY,
        region: 'eu-west-3',
        service: 'dynamodb',
        applyChecksum,
        sha256: class {
          private hash;
          constructor(secret?: string | Uint8Array) {
            this.hash = secret ? createHmac('sha256', secret) : createHash('sha256');
          }
          update(data: string | Uint8Array) {
            this.hash.update(data);
          }
          digest() {
            return Promise.resolve(new Uint8Array(this.hash.digest()));
          }
        } as never,
      });
      const signed = await signer.sign({
        method: 'POST',
        protocol: 'http:',
        hostname: '127.0.0.1',
        port: 4598,
        path: '/',
        query: {},
        headers: {
          host: '127.0.0.1:4598',
          'x-amz-target': 'DynamoDB_20120810.GetItem',
          'content-type': 'application/x-amz-json-1.0',
        },
        body,
      });
      const request: ReceivedRequest = {
        method: 'POST',
        path: '/',
        query: {},
        headers: signed.headers,
        body,
      };
      expect(await verifyHeaderSignature(request, dynamo)).toMatchObject({ ok: true });
      expect(await verifyHeaderSignature({ ...request, body: other }, dynamo)).toMatchObject({
        // With the hash declared (and signed) in x-amz-content-sha256, the body must match it.
        problem: applyChecksum ? 'payload-mismatch' : 'mismatch',
      });
    }
  });
});

describe('presigned POST policies', () => {
  it('accepts the policy signature the SDK computes and refuses a changed policy', async () => {
    const { fields } = await createPresignedPost(client, {
      Bucket: 'tremplin-media',
      Key: 'staging/u/a.png',
      Conditions: [['content-length-range', 1, 2 * 1024 * 1024]],
      Expires: 600,
    });
    const credential = fields['X-Amz-Credential'];
    const policy = fields.Policy ?? '';
    expect(
      await verifyPolicySignature(policy, fields['X-Amz-Signature'] ?? '', credential, settings()),
    ).toMatchObject({ ok: true });
    const widened = Buffer.from(
      Buffer.from(policy, 'base64').toString().replace('2097152', '9999999999'),
    ).toString('base64');
    expect(
      await verifyPolicySignature(widened, fields['X-Amz-Signature'] ?? '', credential, settings()),
    ).toMatchObject({
      problem: 'mismatch',
    });
  });
});
