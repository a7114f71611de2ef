/**
 * Verifying AWS Signature Version 4 as the services do, for the local gates: the signature is
 * recomputed with the SDK's own signer (@smithy/signature-v4) from what was received (method, raw
 * path, query, the signed headers, the payload hash) and the secret of the claimed key. Header
 * authentication (SDK calls) and query authentication (presigned URLs) both.
 */
import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpRequest, SourceData } from '@smithy/types';

/** The request as it arrived; `path` is the raw, still percent-encoded path. */
export interface ReceivedRequest {
  method: string;
  path: string;
  /** Decoded query parameters (`+` is kept as it is, as S3 reads it). */
  query: Record<string, string>;
  /** Lower-cased names. */
  headers: Record<string, string>;
  body: Buffer;
}

export type SignatureProblem =
  | 'missing'
  | 'malformed'
  | 'unknown-key'
  | 'wrong-scope'
  | 'mismatch'
  | 'payload-mismatch'
  | 'expired'
  | 'not-yet-valid'
  | 'skewed';

export type Verification =
  | { ok: true; accessKeyId: string }
  | { ok: false; problem: SignatureProblem; detail: string; accessKeyId?: string };

export interface VerifySettings {
  service: string;
  region: string;
  /** The secret of a key id, or undefined for a key the local cloud does not know. */
  secretOf: (accessKeyId: string) => string | undefined;
  /** S3 signs the path as sent; every other service normalizes and re-encodes it. */
  uriEscapePath: boolean;
  now?: Date;
}

/** Header and query authentication accept this much clock difference (15 minutes), as AWS does. */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** A presigned URL lives at most 7 days. */
const MAX_EXPIRES_SECONDS = 604_800;

const bytes = (data: SourceData): string | Uint8Array =>
  typeof data === 'string' || data instanceof Uint8Array
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** node:crypto behind the SDK's Checksum interface (a keyed one is an HMAC). */
class NodeSha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.hash.digest());
  }
  reset(): void {}
}

/** `20261123T211711Z` → Date; null when it is not that shape. */
export function parseAmzDate(value: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface Credential {
  accessKeyId: string;
  day: string;
  region: string;
  service: string;
}

function parseCredential(value: string | undefined): Credential | null {
  const parts = (value ?? '').split('/');
  if (parts.length !== 5 || parts[4] !== 'aws4_request') return null;
  const [accessKeyId = '', day = '', region = '', service = ''] = parts;
  return accessKeyId && /^\d{8}$/.test(day) ? { accessKeyId, day, region, service } : null;
}

function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const refused = (problem: SignatureProblem, detail: string, accessKeyId?: string): Verification => ({
  ok: false,
  problem,
  detail,
  ...(accessKeyId ? { accessKeyId } : {}),
});

const UNKNOWN_KEY = 'The AWS Access Key Id you provided does not exist in our records.';

const MISMATCH =
  'The request signature we calculated does not match the signature you provided. Check your key and signing method.';

/** The end of every verification: the recomputed signature against the one received. */
const compared = (expected: string, given: string, accessKeyId: string): Verification =>
  sameSignature(expected, given) ? { ok: true, accessKeyId } : refused('mismatch', MISMATCH, accessKeyId);

function signer(settings: VerifySettings, credential: Credential, secretAccessKey: string): SignatureV4 {
  return new SignatureV4({
    credentials: { accessKeyId: credential.accessKeyId, secretAccessKey },
    region: credential.region,
    service: credential.service,
    sha256: NodeSha256,
    uriEscapePath: settings.uriEscapePath,
    // Sign exactly the headers that were signed: never add x-amz-content-sha256 of our own.
    applyChecksum: false,
  });
}

function httpRequest(
  received: ReceivedRequest,
  signedHeaders: string[],
  query: Record<string, string>,
): HttpRequest {
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) headers[name] = received.headers[name] ?? '';
  const [hostname = '', port] = (received.headers.host ?? '').split(':');
  return {
    method: received.method,
    protocol: 'http:',
    hostname,
    ...(port ? { port: Number(port) } : {}),
    path: received.path,
    query,
    headers,
    body: received.body,
  };
}

function checkScope(
  settings: VerifySettings,
  credential: Credential,
  signedAt: Date,
): { problem: SignatureProblem; detail: string } | null {
  if (credential.service !== settings.service || credential.region !== settings.region) {
    return {
      problem: 'wrong-scope',
      detail: `Credential should be scoped to a valid region and service: expected ${settings.region}/${settings.service}, got ${credential.region}/${credential.service}.`,
    };
  }
  const day = signedAt.toISOString().slice(0, 10).replace(/-/g, '');
  if (credential.day !== day) {
    return {
      problem: 'wrong-scope',
      detail: `Credential should be scoped to the date of the request (${day}).`,
    };
  }
  return null;
}

/** Header authentication: `Authorization: AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…`. */
export async function verifyHeaderSignature(
  received: ReceivedRequest,
  settings: VerifySettings,
): Promise<Verification> {
  const authorization = received.headers.authorization;
  if (!authorization) return refused('missing', 'Missing Authentication Token');
  const match =
    /^AWS4-HMAC-SHA256\s+Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
      authorization.trim(),
    );
  const credential = parseCredential(match?.[1]);
  const signedAt = parseAmzDate(received.headers['x-amz-date']);
  if (!match || !credential || !signedAt) {
    return refused(
      'malformed',
      'Authorization header requires Credential, SignedHeaders, Signature and an X-Amz-Date',
    );
  }
  const { accessKeyId } = credential;
  const secret = settings.secretOf(accessKeyId);
  if (!secret)
    return refused('unknown-key', 'The security token included in the request is invalid.', accessKeyId);
  const scope = checkScope(settings, credential, signedAt);
  if (scope) return { ok: false, ...scope, accessKeyId };
  const now = settings.now ?? new Date();
  if (Math.abs(now.getTime() - signedAt.getTime()) > MAX_SKEW_MS) {
    return refused(
      'skewed',
      'The difference between the request time and the current time is too large.',
      accessKeyId,
    );
  }
  const signedHeaders = (match[2] ?? '').split(';');
  if (!signedHeaders.includes('host'))
    return refused('malformed', 'The host header must be signed.', accessKeyId);
  // The signature covers the declared payload hash; the body must be the one it declares.
  const declared = received.headers['x-amz-content-sha256'];
  if (
    declared &&
    /^[0-9a-f]{64}$/.test(declared) &&
    createHash('sha256').update(received.body).digest('hex') !== declared
  ) {
    return refused(
      'payload-mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
      accessKeyId,
    );
  }
  const signed = await signer(settings, credential, secret).sign(
    httpRequest(received, signedHeaders, received.query),
    { signingDate: signedAt, signableHeaders: new Set(signedHeaders) },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1] ?? '';
  return compared(expected, match[3] ?? '', accessKeyId);
}

/** Query authentication (a presigned URL): `X-Amz-Algorithm`, `X-Amz-Credential`, … `X-Amz-Signature`. */
export async function verifyQuerySignature(
  received: ReceivedRequest,
  settings: VerifySettings,
): Promise<Verification> {
  const q = received.query;
  if (q['X-Amz-Algorithm'] !== 'AWS4-HMAC-SHA256') {
    return refused('malformed', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  }
  const credential = parseCredential(q['X-Amz-Credential']);
  const signedAt = parseAmzDate(q['X-Amz-Date']);
  const expires = Number(q['X-Amz-Expires']);
  const signature = q['X-Amz-Signature'] ?? '';
  const signedHeaders = (q['X-Amz-SignedHeaders'] ?? '').split(';');
  if (!credential || !signedAt || !Number.isInteger(expires) || !/^[0-9a-f]{64}$/.test(signature)) {
    return refused(
      'malformed',
      'Query-string authentication requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  const { accessKeyId } = credential;
  if (expires < 1 || expires > MAX_EXPIRES_SECONDS) {
    return refused(
      'malformed',
      'X-Amz-Expires must be less than a week (in seconds) that is 604800',
      accessKeyId,
    );
  }
  const secret = settings.secretOf(accessKeyId);
  if (!secret) return refused('unknown-key', UNKNOWN_KEY, accessKeyId);
  const scope = checkScope(settings, credential, signedAt);
  if (scope) return { ok: false, ...scope, accessKeyId };
  const now = (settings.now ?? new Date()).getTime();
  if (now > signedAt.getTime() + expires * 1000)
    return refused('expired', 'Request has expired', accessKeyId);
  if (signedAt.getTime() - now > MAX_SKEW_MS)
    return refused('not-yet-valid', 'Request is not yet valid', accessKeyId);
  if (!signedHeaders.includes('host'))
    return refused('malformed', 'The host header must be signed.', accessKeyId);

  const { ['X-Amz-Signature']: _signature, ...unsignedQuery } = q;
  const request = httpRequest(received, signedHeaders, unsignedQuery);
  // A presigned S3 URL's payload is never signed: its canonical request says UNSIGNED-PAYLOAD.
  const payloadHash = q['X-Amz-Content-Sha256'] ?? 'UNSIGNED-PAYLOAD';
  request.headers['x-amz-content-sha256'] = payloadHash;
  const presigned = await signer(settings, credential, secret).presign(request, {
    signingDate: signedAt,
    expiresIn: expires,
    signableHeaders: new Set(signedHeaders),
    unsignableHeaders: new Set(['x-amz-content-sha256']),
    unhoistableHeaders: new Set(['x-amz-content-sha256']),
  });
  const expected = String(presigned.query?.['X-Amz-Signature'] ?? '');
  return compared(expected, signature, accessKeyId);
}

/** The signature of a presigned POST's policy: HMAC of the base64 policy with the day's signing key. */
export async function verifyPolicySignature(
  policyBase64: string,
  signature: string,
  credentialValue: string | undefined,
  settings: VerifySettings,
): Promise<Verification> {
  const credential = parseCredential(credentialValue);
  if (!credential) return refused('malformed', 'Invalid according to Policy: X-Amz-Credential is malformed');
  const { accessKeyId } = credential;
  const secret = settings.secretOf(accessKeyId);
  if (!secret) return refused('unknown-key', UNKNOWN_KEY, accessKeyId);
  if (credential.service !== settings.service || credential.region !== settings.region) {
    return refused(
      'wrong-scope',
      `Credential should be scoped to ${settings.region}/${settings.service}.`,
      accessKeyId,
    );
  }
  // The SDK's signer signs a plain string with the key of the credential's day and scope.
  const day = parseAmzDate(`${credential.day}T000000Z`) ?? new Date(0);
  const expected = await signer(settings, credential, secret).sign(policyBase64, { signingDate: day });
  return compared(expected, signature, accessKeyId);
}
