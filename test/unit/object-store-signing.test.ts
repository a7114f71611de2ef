import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presignGet, presignPost } from '../../lambdas/lib/object-store';
import { EMPTY_PAYLOAD_HASH, signHeaders, uriEncode } from '../../lambdas/lib/sigv4';

// The hand-written SigV4 (lambdas/lib/sigv4.ts) must produce what the SDK produces, byte for byte,
// for the forms the API hands out: on AWS (virtual-hosted, session token) and locally (s3rver).
const AWS_ENV = {
  AWS_REGION: 'eu-west-3',
  AWS_ACCESS_KEY_ID: 'ASIAEXAMPLEKEY',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  AWS_SESSION_TOKEN: 'IQoJb3JpZ2luX2VjEXAMPLE+/=token',
};
const NOW = new Date('2026-03-14T09:26:53.589Z');
const saved = { ...process.env };

function sdkClient(local: boolean): S3Client {
  return local
    ? new S3Client({
        endpoint: 'http://127.0.0.1:4569',
        region: 'eu-west-3',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
      })
    : new S3Client({
        region: AWS_ENV.AWS_REGION,
        credentials: {
          accessKeyId: AWS_ENV.AWS_ACCESS_KEY_ID,
          secretAccessKey: AWS_ENV.AWS_SECRET_ACCESS_KEY,
          sessionToken: AWS_ENV.AWS_SESSION_TOKEN,
        },
      });
}

describe.each([
  { where: 'on AWS', local: false },
  { where: 'locally (s3rver)', local: true },
])('presigned forms $where', ({ local }) => {
  beforeEach(() => {
    Object.assign(process.env, AWS_ENV);
    if (local) process.env.S3_ENDPOINT = 'http://127.0.0.1:4569';
    else delete process.env.S3_ENDPOINT;
  });
  afterEach(() => {
    process.env = { ...saved };
    vi.useRealTimers();
  });

  it.each([
    { fileName: 'Étude de marché (v2).pdf', inline: false },
    { fileName: "Plan d'affaires*.pdf", inline: true },
  ])('a GET link with a response disposition ($fileName) is the SDK’s', async ({ fileName, inline }) => {
    const key = 'documents/3f1c/Étude de marché+1 (final)~.pdf';
    const disposition = `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${uriEncode(fileName)}`;
    const ours = presignGet(
      {
        bucket: 'tremplin-documents',
        key,
        expiresSeconds: 300,
        responseHeaders: {
          contentDisposition: disposition,
          ...(inline ? { contentType: 'application/pdf' } : {}),
        },
      },
      NOW,
    );
    const sdk = await getSignedUrl(
      sdkClient(local),
      new GetObjectCommand({
        Bucket: 'tremplin-documents',
        Key: key,
        ResponseContentDisposition: disposition,
        ...(inline ? { ResponseContentType: 'application/pdf' } : {}),
      }),
      { expiresIn: 300, signingDate: NOW },
    );
    expect(ours).toBe(sdk);
  });

  it('an upload form (URL, fields, policy, signature) is the SDK’s', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const conditions: NonNullable<Parameters<typeof createPresignedPost>[1]['Conditions']> = [
      ['content-length-range', 1, 5_242_880],
      ['starts-with', '$Content-Type', 'image/'],
    ];
    const input = {
      bucket: 'tremplin-media',
      key: 'staging/0b6e5c1e-4c1f-4a7e-9f0e-1c2d3e4f5a6b/20260314-abc.png',
      conditions,
      fields: { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=31536000' },
      expiresSeconds: 600,
    };
    const ours = presignPost(input, NOW);
    const sdk = await createPresignedPost(sdkClient(local), {
      Bucket: input.bucket,
      Key: input.key,
      Conditions: input.conditions,
      Fields: input.fields,
      Expires: input.expiresSeconds,
    });
    expect(ours.url).toBe(sdk.url);
    expect(ours.fields).toEqual(sdk.fields);
    expect(Object.keys(ours.fields)).toEqual(Object.keys(sdk.fields));
  });
});

describe('header-signed requests', () => {
  it('match the worked example of the S3 SigV4 documentation (GET with a Range)', () => {
    const headers = signHeaders(
      {
        method: 'GET',
        path: '/test.txt',
        query: {},
        headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9' },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      { region: 'us-east-1', service: 's3' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('sign the session token too', () => {
    const headers = signHeaders(
      { method: 'HEAD', path: '/k', query: {}, headers: { host: 'h' }, payloadHash: EMPTY_PAYLOAD_HASH },
      { accessKeyId: 'A', secretAccessKey: 'S', sessionToken: 'T' },
      { region: 'eu-west-3', service: 's3' },
      NOW,
    );
    expect(headers['x-amz-security-token']).toBe('T');
    expect(headers.authorization).toContain(
      'SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,',
    );
  });
});
