/**
 * The S3 calls the API makes (head, ranged get, copy, delete) and the two presigned forms it hands
 * to browsers (GET link, POST upload form), over node:http(s) with SigV4 (./sigv4.ts). The SDK's
 * S3 client plus its presigners cost ~250 KB and their import time in every function that touches
 * a file; this keeps those functions under the 400 KB budget (issue 6).
 *
 * Locally S3_ENDPOINT points at s3rver: path-style addresses, which browsers reach too. On AWS:
 * virtual-hosted addresses in the function's region, signed with the role's credentials.
 */
import { request as httpRequest, Agent as HttpAgent, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import { env } from './env';
import { environmentCredentials } from './lambda-credentials';
import {
  amzDate,
  credentialScope,
  EMPTY_PAYLOAD_HASH,
  encodeKeyPath,
  presignQuery,
  signHeaders,
  signPolicy,
  ALGORITHM,
  type SigningCredentials,
  type SigningScope,
} from './sigv4';

/** An S3 error answer; `name` is S3's code (NoSuchKey, PreconditionFailed…) or, for HEAD, NotFound. */
export class StorageError extends Error {
  constructor(
    name: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = name;
  }
}

const LOCAL_CREDENTIALS: SigningCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

function credentials(): SigningCredentials {
  return env.s3Endpoint() ? LOCAL_CREDENTIALS : environmentCredentials();
}

function scope(): SigningScope {
  return { region: env.region(), service: 's3' };
}

/** The bucket's base URL (no trailing slash) and the encoded path of a key under it. */
function address(bucket: string, key: string): { url: URL; bucketUrl: string } {
  const endpoint = env.s3Endpoint();
  const bucketUrl = endpoint
    ? `${endpoint.replace(/\/+$/, '')}/${bucket}`
    : `https://${bucket}.s3.${env.region()}.amazonaws.com`;
  return { url: new URL(`${bucketUrl}/${encodeKeyPath(key)}`), bucketUrl };
}

let httpAgent: HttpAgent | undefined;
let httpsAgent: HttpsAgent | undefined;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function exchange(method: string, url: URL, headers: Record<string, string>): Promise<Answer> {
  const secure = url.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  const agent = secure
    ? (httpsAgent ??= new HttpsAgent({ keepAlive: true }))
    : (httpAgent ??= new HttpAgent({ keepAlive: true }));
  return new Promise((resolve, reject) => {
    const req = send(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const RETRIED_STATUSES = new Set([500, 502, 503, 504]);
const ATTEMPTS = 3;

function xmlText(xml: string, tag: string): string | undefined {
  const raw = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function failure(method: string, status: number, body: string): StorageError {
  const code =
    xmlText(body, 'Code') ??
    (status === 404 ? 'NotFound' : status === 412 ? 'PreconditionFailed' : `Http${status}`);
  return new StorageError(
    code,
    status,
    `S3 ${method} answered ${status} ${code}: ${xmlText(body, 'Message') ?? ''}`,
  );
}

/** One signed call, retried on 5xx and network errors (every call here is idempotent and bodiless). */
async function call(
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
  bucket: string,
  key: string,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const { url } = address(bucket, key);
  for (let attempt = 1; ; attempt++) {
    const headers = signHeaders(
      {
        method,
        path: url.pathname,
        query: {},
        headers: { host: url.host, ...extraHeaders },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      credentials(),
      scope(),
    );
    let answer: Answer;
    try {
      answer = await exchange(method, url, headers);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
      continue;
    }
    if (RETRIED_STATUSES.has(answer.status) && attempt < ATTEMPTS) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
      continue;
    }
    if (answer.status >= 300) throw failure(method, answer.status, answer.body.toString('utf8'));
    return answer;
  }
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export interface ObjectHead {
  size: number;
  etag: string | undefined;
}

/** Size and ETag; a missing key throws a StorageError named NotFound. */
export async function headObject(bucket: string, key: string): Promise<ObjectHead> {
  const { headers } = await call('HEAD', bucket, key);
  return { size: Number(header(headers, 'content-length') ?? 0), etag: header(headers, 'etag') };
}

/** The object's bytes, or the `range` of them (`bytes=0-4095`); `ifMatch` makes a changed object a PreconditionFailed. */
export async function getObject(
  bucket: string,
  key: string,
  options: { range?: string; ifMatch?: string } = {},
): Promise<Buffer> {
  const { body } = await call('GET', bucket, key, {
    ...(options.range ? { range: options.range } : {}),
    ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}),
  });
  return body;
}

/** Deletes a key; S3 answers a missing key with success. */
export async function deleteObject(bucket: string, key: string): Promise<void> {
  await call('DELETE', bucket, key);
}

export interface CopyInput {
  bucket: string;
  sourceKey: string;
  key: string;
  /** Copy only if the source still has this ETag (else PreconditionFailed). */
  sourceIfMatch?: string;
  /** The copy's metadata replaces the source's. */
  contentType: string;
  cacheControl: string;
}

/** A server-side copy within a bucket; returns the copy's ETag. */
export async function copyObject(input: CopyInput): Promise<{ etag: string | undefined }> {
  const { body } = await call('PUT', input.bucket, input.key, {
    'x-amz-copy-source': `/${input.bucket}/${encodeKeyPath(input.sourceKey)}`,
    ...(input.sourceIfMatch ? { 'x-amz-copy-source-if-match': input.sourceIfMatch } : {}),
    'x-amz-metadata-directive': 'REPLACE',
    'content-type': input.contentType,
    'cache-control': input.cacheControl,
    'content-length': '0',
  });
  // A copy can fail after S3 has answered 200: the error is then the body.
  const xml = body.toString('utf8');
  if (/<Error>/.test(xml)) throw failure('PUT', 200, xml);
  return { etag: xmlText(xml, 'ETag') };
}

export interface PresignedGetInput {
  bucket: string;
  key: string;
  expiresSeconds: number;
  /** Response header overrides S3 applies (response-content-disposition, response-content-type). */
  responseHeaders?: { contentDisposition?: string; contentType?: string };
}

/** A presigned GET URL, as the SDK's getSignedUrl(GetObjectCommand) builds it. */
export function presignGet(input: PresignedGetInput, now = new Date()): string {
  const { url } = address(input.bucket, input.key);
  const query: Record<string, string> = {
    ...(input.responseHeaders?.contentDisposition
      ? { 'response-content-disposition': input.responseHeaders.contentDisposition }
      : {}),
    ...(input.responseHeaders?.contentType
      ? { 'response-content-type': input.responseHeaders.contentType }
      : {}),
    // As the SDK's presigned GetObject: S3 answers with the object's checksum headers.
    'x-amz-checksum-mode': 'ENABLED',
    'x-id': 'GetObject',
  };
  const signedQuery = presignQuery(
    { method: 'GET', path: url.pathname, query, headers: { host: url.host } },
    credentials(),
    scope(),
    input.expiresSeconds,
    now,
  );
  return `${url.origin}${url.pathname}?${signedQuery}`;
}

export type PolicyCondition = Record<string, string> | [string, string | number, string | number];

export interface PresignedPostInput {
  bucket: string;
  key: string;
  /** Conditions beyond the fields (each field also becomes an exact-match condition). */
  conditions: PolicyCondition[];
  fields: Record<string, string>;
  expiresSeconds: number;
}

/** A browser upload form (URL + fields before the `file` part), as the SDK's createPresignedPost builds it. */
export function presignPost(
  input: PresignedPostInput,
  now = new Date(),
): { url: string; fields: Record<string, string> } {
  const { dateTime, day } = amzDate(now);
  const signingScope = scope();
  const { accessKeyId, secretAccessKey, sessionToken } = credentials();
  const fields: Record<string, string> = {
    ...input.fields,
    bucket: input.bucket,
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': `${accessKeyId}/${credentialScope(day, signingScope)}`,
    'X-Amz-Date': dateTime,
    ...(sessionToken ? { 'X-Amz-Security-Token': sessionToken } : {}),
  };
  // Same conditions, same order and de-duplication as the SDK.
  const conditions = new Set<string>(input.conditions.map((c) => JSON.stringify(c)));
  for (const [name, value] of Object.entries(fields)) conditions.add(JSON.stringify({ [name]: value }));
  conditions.add(JSON.stringify({ key: input.key }));
  const expiration = new Date(now.getTime() + input.expiresSeconds * 1000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
  const policy = Buffer.from(
    JSON.stringify({ expiration, conditions: [...conditions].map((c) => JSON.parse(c) as unknown) }),
    'utf8',
  ).toString('base64');
  const { bucketUrl } = address(input.bucket, '');
  return {
    url: env.s3Endpoint() ? bucketUrl : `${bucketUrl}/`,
    fields: {
      ...fields,
      key: input.key,
      Policy: policy,
      'X-Amz-Signature': signPolicy(policy, secretAccessKey, day, signingScope),
    },
  };
}
