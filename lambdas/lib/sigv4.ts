/**
 * AWS Signature Version 4 for S3 (header-signed requests, presigned URLs and POST policies),
 * on node:crypto. The SDK's S3 client and presigners weigh ~250 KB per bundle for the four calls
 * and two presigned forms the API makes; this is the same algorithm, checked against the SDK's own
 * output in test/unit/lambdas/lib/sigv4.test.ts.
 */
import { createHash, createHmac } from 'node:crypto';

export const ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const EMPTY_PAYLOAD_HASH = sha256Hex('');

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SigningScope {
  region: string;
  service: string;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** 20130524T000000Z and 20130524 */
export function amzDate(date: Date): { dateTime: string; day: string } {
  const dateTime = date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return { dateTime, day: dateTime.slice(0, 8) };
}

export function credentialScope(day: string, scope: SigningScope): string {
  return `${day}/${scope.region}/${scope.service}/aws4_request`;
}

export function signingKey(secretAccessKey: string, day: string, scope: SigningScope): Buffer {
  const dateKey = hmac(`AWS4${secretAccessKey}`, day);
  return hmac(hmac(hmac(dateKey, scope.region), scope.service), 'aws4_request');
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** An S3 object key as a path: each segment encoded, the slashes kept (S3 does not double-encode). */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(uriEncode).join('/');
}

/** Sorted by encoded name, then value, as the canonical request and the URL both use. */
export function canonicalQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export interface CanonicalRequest {
  method: string;
  /** Already encoded path, starting with '/'. */
  path: string;
  query: Record<string, string>;
  /** Lower-case names; every one is signed. */
  headers: Record<string, string>;
  payloadHash: string;
}

function signature(
  request: CanonicalRequest,
  credentials: SigningCredentials,
  scope: SigningScope,
  date: Date,
): { signature: string; signedHeaders: string; scope: string } {
  const { dateTime, day } = amzDate(date);
  const names = Object.keys(request.headers).sort();
  const signedHeaders = names.join(';');
  const canonical = [
    request.method,
    request.path,
    canonicalQuery(request.query),
    names.map((name) => `${name}:${(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const fullScope = credentialScope(day, scope);
  const stringToSign = [ALGORITHM, dateTime, fullScope, sha256Hex(canonical)].join('\n');
  return {
    signature: createHmac('sha256', signingKey(credentials.secretAccessKey, day, scope))
      .update(stringToSign, 'utf8')
      .digest('hex'),
    signedHeaders,
    scope: fullScope,
  };
}

/**
 * The headers that authorize a request: `request.headers` (which must hold `host`) plus
 * x-amz-date, x-amz-content-sha256, the session token and Authorization.
 */
export function signHeaders(
  request: CanonicalRequest,
  credentials: SigningCredentials,
  scope: SigningScope,
  date = new Date(),
): Record<string, string> {
  const headers: Record<string, string> = {
    ...request.headers,
    'x-amz-date': amzDate(date).dateTime,
    'x-amz-content-sha256': request.payloadHash,
    ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
  };
  const signed = signature({ ...request, headers }, credentials, scope, date);
  return {
    ...headers,
    authorization: `${ALGORITHM} Credential=${credentials.accessKeyId}/${signed.scope}, SignedHeaders=${signed.signedHeaders}, Signature=${signed.signature}`,
  };
}

/** The query string of a presigned request (only `host` signed, unsigned payload), as the SDK's presigner builds it. */
export function presignQuery(
  request: Omit<CanonicalRequest, 'payloadHash'>,
  credentials: SigningCredentials,
  scope: SigningScope,
  expiresSeconds: number,
  date = new Date(),
): string {
  const { dateTime, day } = amzDate(date);
  const query: Record<string, string> = {
    ...request.query,
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Content-Sha256': UNSIGNED_PAYLOAD,
    'X-Amz-Credential': `${credentials.accessKeyId}/${credentialScope(day, scope)}`,
    'X-Amz-Date': dateTime,
    'X-Amz-Expires': String(expiresSeconds),
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
    'X-Amz-SignedHeaders': Object.keys(request.headers).sort().join(';'),
  };
  const signed = signature({ ...request, query, payloadHash: UNSIGNED_PAYLOAD }, credentials, scope, date);
  return canonicalQuery({ ...query, 'X-Amz-Signature': signed.signature });
}

/** Signature of a base64 POST policy (browser-based uploads). */
export function signPolicy(
  policyBase64: string,
  secretAccessKey: string,
  day: string,
  scope: SigningScope,
): string {
  return createHmac('sha256', signingKey(secretAccessKey, day, scope))
    .update(policyBase64, 'utf8')
    .digest('hex');
}
