/**
 * In front of s3rver, which checks neither signatures nor POST policies nor IAM: this gate answers
 * every request the way S3 would before s3rver stores or serves anything.
 * - Signed requests (SDK calls: header authentication; presigned URLs: query authentication) are
 *   verified with the SDK's signer and the signer's secret, with S3's expiry and clock rules.
 * - Browser uploads (presigned POST) have their policy verified: signature, expiration, every
 *   condition (exact fields, starts-with, content-length-range), no unlisted field.
 * - The signer's IAM policy must allow the action on the key (s3:GetObject, s3:PutObject…, and for
 *   a copy s3:GetObject on the source too); a missing key answers 403 unless s3:ListBucket is allowed.
 * - The preconditions s3rver ignores (If-Match, x-amz-copy-source-if-match) are applied.
 * - Range reads are answered as S3 answers them (206 with Content-Range, 416 InvalidRange, suffix
 *   ranges, malformed or multiple ranges ignored): s3rver's own range handling is wrong (common/byte-range.ts).
 * Errors are S3's XML errors, with the bucket's CORS headers so a browser can read them. Anything
 * unsigned is refused: both buckets are private.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { UPLOAD_CORS } from '../../definitions/storage';
import { resolveByteRange } from '../../../common/byte-range';
import {
  flatHeaders,
  forward,
  listen,
  readBody,
  receivedRequest,
  upstreamOf,
  type Upstream,
} from './gate-http';
import type { Principal, Principals } from './principals';
import {
  verifyHeaderSignature,
  verifyPolicySignature,
  verifyQuerySignature,
  type ReceivedRequest,
  type Verification,
} from './sigv4';

export interface S3GateSettings {
  /** s3rver's endpoint. */
  upstream: string;
  principals: Principals;
  region: string;
  /** The operator's key id, which s3rver knows: the gate forwards what it admitted under it. */
  operatorAccessKeyId: string;
  /** Larger browser uploads are refused before they are read (S3's own ceiling for a POST is 5 GB). */
  maxPostBytes?: number;
}

interface S3Error {
  status: number;
  code: string;
  message: string;
  extra?: Record<string, string | number>;
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function errorXml(error: S3Error): string {
  const extra = Object.entries(error.extra ?? {})
    .map(([name, value]) => `<${name}>${xmlEscape(String(value))}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${xmlEscape(error.message)}</Message>${extra}<RequestId>${randomUUID()}</RequestId></Error>`;
}

const denied = (message = 'Access Denied'): S3Error => ({ status: 403, code: 'AccessDenied', message });

function signatureError(verification: Extract<Verification, { ok: false }>): S3Error {
  switch (verification.problem) {
    case 'missing':
      return denied();
    case 'unknown-key':
      return { status: 403, code: 'InvalidAccessKeyId', message: verification.detail };
    case 'mismatch':
      return { status: 403, code: 'SignatureDoesNotMatch', message: verification.detail };
    case 'payload-mismatch':
      return { status: 400, code: 'XAmzContentSHA256Mismatch', message: verification.detail };
    case 'expired':
    case 'not-yet-valid':
      return denied(verification.detail);
    case 'skewed':
      return { status: 403, code: 'RequestTimeTooSkewed', message: verification.detail };
    case 'wrong-scope':
      return { status: 400, code: 'AuthorizationHeaderMalformed', message: verification.detail };
    case 'malformed':
      return { status: 400, code: 'AuthorizationQueryParametersError', message: verification.detail };
  }
}

/** The bucket's CORS answer to a request from a page (UPLOAD_CORS: the rule both buckets have). */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  if (!req.headers.origin) return {};
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': UPLOAD_CORS.allowedMethods.join(', '),
    'access-control-expose-headers': UPLOAD_CORS.exposedHeaders.join(', '),
    'access-control-max-age': String(UPLOAD_CORS.maxAgeSeconds),
    vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
  };
}

interface Target {
  bucket: string;
  /** Decoded; empty for a bucket-level request. */
  key: string;
}

/** Path-style addressing (`/{bucket}/{key}`), as the local clients use. Null on a malformed escape. */
function targetOf(path: string): Target | null {
  const [, bucket = '', ...rest] = path.split('/');
  try {
    return { bucket: decodeURIComponent(bucket), key: decodeURIComponent(rest.join('/')) };
  } catch {
    return null;
  }
}

/** The path-style address of an object, as s3rver is called. */
const objectPath = (bucket: string, key: string) =>
  `/${encodeURIComponent(bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;

const objectArn = (bucket: string, key: string) => `arn:aws:s3:::${bucket}/${key}`;
const bucketArn = (bucket: string) => `arn:aws:s3:::${bucket}`;

/** The S3 actions IAM checks for a request, as (action, resource) pairs. */
export function s3Requirements(
  method: string,
  target: Target,
  query: Record<string, string>,
  headers: Record<string, string>,
): { action: string; resource: string }[] {
  const has = (name: string) => name in query;
  if (!target.bucket) return [{ action: 's3:ListAllMyBuckets', resource: '*' }];
  if (!target.key) {
    const resource = bucketArn(target.bucket);
    if (method === 'GET' || method === 'HEAD') {
      if (has('cors')) return [{ action: 's3:GetBucketCORS', resource }];
      if (has('location')) return [{ action: 's3:GetBucketLocation', resource }];
      if (has('versions')) return [{ action: 's3:ListBucketVersions', resource }];
      if (has('uploads')) return [{ action: 's3:ListBucketMultipartUploads', resource }];
      return [{ action: 's3:ListBucket', resource }];
    }
    if (method === 'PUT' || method === 'DELETE') {
      if (has('cors')) return [{ action: 's3:PutBucketCORS', resource }];
      return [{ action: method === 'PUT' ? 's3:CreateBucket' : 's3:DeleteBucket', resource }];
    }
    return [{ action: `s3:Unsupported${method}Bucket`, resource }];
  }
  const resource = objectArn(target.bucket, target.key);
  switch (method) {
    case 'GET':
    case 'HEAD':
      if (has('tagging')) return [{ action: 's3:GetObjectTagging', resource }];
      if (has('acl')) return [{ action: 's3:GetObjectAcl', resource }];
      if (has('uploadId')) return [{ action: 's3:ListMultipartUploadParts', resource }];
      return [{ action: 's3:GetObject', resource }];
    case 'PUT': {
      if (has('tagging')) return [{ action: 's3:PutObjectTagging', resource }];
      if (has('acl')) return [{ action: 's3:PutObjectAcl', resource }];
      const needs = [{ action: 's3:PutObject', resource }];
      const source = copySourceOf(headers['x-amz-copy-source']);
      if (source) needs.push({ action: 's3:GetObject', resource: objectArn(source.bucket, source.key) });
      return needs;
    }
    case 'DELETE':
      return [{ action: has('uploadId') ? 's3:AbortMultipartUpload' : 's3:DeleteObject', resource }];
    case 'POST':
      return [{ action: 's3:PutObject', resource }];
    default:
      return [{ action: `s3:Unsupported${method}Object`, resource }];
  }
}

/** `x-amz-copy-source`: `bucket/key` or `/bucket/key`, URL-encoded, maybe `?versionId=`. */
function copySourceOf(header: string | undefined): Target | null {
  if (!header) return null;
  try {
    const decoded = decodeURIComponent(header.split('?')[0] ?? '').replace(/^\//, '');
    const slash = decoded.indexOf('/');
    return slash > 0 ? { bucket: decoded.slice(0, slash), key: decoded.slice(slash + 1) } : null;
  } catch {
    return null;
  }
}

/** S3 accepts `..` in keys; s3rver would resolve it on disk. Refused here so no key escapes its bucket's folder. */
const escapesFolder = (key: string) => key.split('/').some((segment) => segment === '..' || segment === '.');

/**
 * The SDK streams uploads with `aws-chunked` encoding (size;chunk-signature lines, then trailing
 * checksums), which S3 decodes and s3rver does not: decode it before s3rver stores the body.
 */
export function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) throw new Error('aws-chunked body without a final chunk');
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (!Number.isFinite(size)) throw new Error('aws-chunked body with a malformed chunk size');
    if (size === 0) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

function isAwsChunked(headers: Record<string, string>): boolean {
  return (
    /aws-chunked/i.test(headers['content-encoding'] ?? '') ||
    /^STREAMING-/.test(headers['x-amz-content-sha256'] ?? '')
  );
}

/** The request as s3rver should store it: a plain body, and `headers` (forwarded) describing it. */
function plainBody(received: ReceivedRequest, headers: Record<string, string>): Buffer {
  const body = received.body;
  if (!isAwsChunked(received.headers)) return body;
  const decoded = decodeAwsChunked(body);
  const encoding = (headers['content-encoding'] ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value && value.toLowerCase() !== 'aws-chunked');
  if (encoding.length) headers['content-encoding'] = encoding.join(', ');
  else delete headers['content-encoding'];
  for (const name of ['x-amz-decoded-content-length', 'x-amz-trailer', 'transfer-encoding'])
    delete headers[name];
  return decoded;
}

const unquote = (etag: string | undefined) => (etag ?? '').replace(/^W\//, '').replace(/"/g, '');

/** Authorization s3rver accepts for what the gate has already checked (it verifies no SigV4 itself). */
function operatorHeaders(settings: S3GateSettings): Record<string, string> {
  const date = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return {
    authorization: `AWS4-HMAC-SHA256 Credential=${settings.operatorAccessKeyId}/${date.slice(0, 8)}/${settings.region}/s3/aws4_request, SignedHeaders=host, Signature=${'0'.repeat(64)}`,
    'x-amz-date': date,
    'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
  };
}

const AUTH_QUERY =
  /^x-amz-(algorithm|credential|date|expires|signedheaders|signature|security-token|content-sha256)$/i;

function upstreamPath(received: ReceivedRequest): string {
  const kept = Object.entries(received.query)
    .filter(([name]) => !AUTH_QUERY.test(name))
    .map(([name, value]) =>
      value === '' ? encodeURIComponent(name) : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    );
  return kept.length ? `${received.path}?${kept.join('&')}` : received.path;
}

/** The multipart form fields of a browser upload, in order, and its file. */
interface PostForm {
  fields: Map<string, { name: string; value: string }>;
  file: { bytes: Buffer; filename: string } | null;
}

async function parseForm(body: Buffer, contentType: string): Promise<PostForm | null> {
  let data: FormData;
  try {
    data = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  const fields = new Map<string, { name: string; value: string }>();
  let file: PostForm['file'] = null;
  for (const [name, value] of data.entries()) {
    if (typeof value !== 'string') {
      if (name.toLowerCase() === 'file')
        file = { bytes: Buffer.from(await value.arrayBuffer()), filename: value.name };
      // S3 ignores every field after the file.
      break;
    }
    fields.set(name.toLowerCase(), { name, value });
  }
  return { fields, file };
}

/** Fields a policy never has to name. */
const EXEMPT_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

/** Checks a decoded POST policy against the form; returns S3's refusal or null. */
export function checkPostPolicy(
  policy: unknown,
  form: PostForm & { file: NonNullable<PostForm['file']> },
  bucket: string,
  now: Date,
): S3Error | null {
  const invalid = (message: string): S3Error => denied(`Invalid according to Policy: ${message}`);
  const document = policy as { expiration?: unknown; conditions?: unknown };
  const expiration = typeof document.expiration === 'string' ? new Date(document.expiration) : null;
  if (!expiration || Number.isNaN(expiration.getTime()) || !Array.isArray(document.conditions)) {
    return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  }
  if (now > expiration) return invalid('Policy expired.');
  const valueOf = (name: string) => (name === 'bucket' ? bucket : form.fields.get(name)?.value);
  const covered = new Set<string>();
  let sizeRange: [number, number] | null = null;
  for (const condition of document.conditions as unknown[]) {
    let operator: string;
    let field: string;
    let expected: string;
    if (Array.isArray(condition)) {
      const [op, a, b] = condition as [unknown, unknown, unknown];
      if (String(op).toLowerCase() === 'content-length-range') {
        sizeRange = [Number(a), Number(b)];
        continue;
      }
      operator = String(op).toLowerCase();
      field = String(a).replace(/^\$/, '').toLowerCase();
      expected = String(b);
    } else if (condition && typeof condition === 'object' && Object.keys(condition).length === 1) {
      const [[name, value]] = Object.entries(condition) as [[string, unknown]];
      operator = 'eq';
      field = name.toLowerCase();
      expected = String(value);
    } else {
      return {
        status: 400,
        code: 'InvalidPolicyDocument',
        message: 'Invalid Policy: Invalid Simple-Condition.',
      };
    }
    covered.add(field);
    const actual = valueOf(field) ?? '';
    const holds =
      operator === 'eq'
        ? actual === expected
        : operator === 'starts-with'
          ? // Content-Type may list several values; each must start with the prefix.
            (field === 'content-type' ? actual.split(',') : [actual]).every((v) =>
              v.trim().startsWith(expected),
            )
          : null;
    if (holds === null) {
      return {
        status: 400,
        code: 'InvalidPolicyDocument',
        message: `Invalid Policy: Invalid 'condition' ${operator}`,
      };
    }
    if (!holds) return invalid(`Policy Condition failed: ${JSON.stringify(condition)}`);
  }
  const extra = [...form.fields.values()]
    .filter(({ name }) => {
      const lower = name.toLowerCase();
      return !EXEMPT_FIELDS.has(lower) && !lower.startsWith('x-ignore-') && !covered.has(lower);
    })
    .map(({ name }) => name);
  if (extra.length) return invalid(`Extra input fields: ${extra.join(', ')}`);
  const size = form.file.bytes.length;
  if (sizeRange && size > sizeRange[1]) {
    return {
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum allowed size',
      extra: { ProposedSize: size, MaxSizeAllowed: sizeRange[1] },
    };
  }
  if (sizeRange && size < sizeRange[0]) {
    return {
      status: 400,
      code: 'EntityTooSmall',
      message: 'Your proposed upload is smaller than the minimum allowed size',
      extra: { ProposedSize: size, MinSizeAllowed: sizeRange[0] },
    };
  }
  return null;
}

/** Form fields S3 stores as the object's headers. */
const STORED_FIELDS =
  /^(content-type|cache-control|content-disposition|content-encoding|expires|x-amz-meta-.+)$/;

export async function startS3Gate(settings: S3GateSettings): Promise<{ endpoint: string; server: Server }> {
  const upstream = upstreamOf(settings.upstream);
  const maxPostBytes = settings.maxPostBytes ?? 200 * 1024 * 1024;
  const verifySettings = {
    service: 's3',
    region: settings.region,
    secretOf: settings.principals.secretOf,
    uriEscapePath: false,
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const fail = (error: S3Error, extraHeaders: Record<string, string> = {}) => {
      const headers = {
        ...corsHeaders(req),
        ...extraHeaders,
        'content-type': 'application/xml',
        'x-amz-request-id': randomUUID(),
      };
      // HEAD answers carry no body: the SDK reads the status (403 Forbidden, 404 NotFound, 412…).
      res.writeHead(error.status, headers).end(req.method === 'HEAD' ? undefined : errorXml(error));
    };
    try {
      if (req.method === 'OPTIONS') {
        // CORS preflight: unsigned by nature, answered by the bucket's CORS rules. A preflight of a
        // presigned link carries its query, whose key s3rver does not know: S3 ignores it, so drop it.
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const answer = await forward(upstream, 'OPTIONS', path, flatHeaders(req), Buffer.alloc(0));
        res.writeHead(answer.status, answer.headers).end(answer.body);
        return;
      }
      const contentType = req.headers['content-type'] ?? '';
      const isBrowserUpload = req.method === 'POST' && /^multipart\/form-data/i.test(contentType);
      const body = await readBody(req, isBrowserUpload ? maxPostBytes : Infinity);
      if (!body) {
        return fail({
          status: 400,
          code: 'MaxPostPreDataLengthExceeded',
          message: 'Your POST request fields preceeding the upload file was too large.',
        });
      }
      const received = receivedRequest(req, body);
      const target = received && targetOf(received.path);
      if (!received || !target)
        return fail({ status: 400, code: 'InvalidURI', message: "Couldn't parse the specified URI." });
      if (escapesFolder(target.key)) {
        return fail({
          status: 400,
          code: 'InvalidArgument',
          message: 'Keys with "." or ".." segments are refused by the local S3.',
        });
      }
      if (isBrowserUpload && !target.key) {
        await browserUpload(settings, upstream, req, res, received, target, contentType, fail);
        return;
      }

      const verification =
        'X-Amz-Algorithm' in received.query || 'X-Amz-Signature' in received.query
          ? await verifyQuerySignature(received, verifySettings)
          : await verifyHeaderSignature(received, verifySettings);
      if (!verification.ok) return fail(signatureError(verification));
      const principal = settings.principals.byAccessKeyId(verification.accessKeyId);
      if (!principal) return fail(denied());
      for (const { action, resource } of s3Requirements(
        received.method,
        target,
        received.query,
        received.headers,
      )) {
        if (settings.principals.authorize(principal, action, resource).decision !== 'allowed')
          return fail(denied());
      }

      const headers: Record<string, string> = { ...received.headers, ...operatorHeaders(settings) };
      const precondition = await checkPreconditions(upstream, settings, received, target, headers);
      if (precondition) return fail(precondition);
      const stored = plainBody(received, headers);
      if (stored.length || 'content-length' in headers) headers['content-length'] = String(stored.length);
      const readsObject =
        Boolean(target.key) &&
        (received.method === 'GET' || received.method === 'HEAD') &&
        !['tagging', 'acl', 'uploadId'].some((name) => name in received.query);
      // s3rver is asked for the whole object and the gate cuts the range out of it.
      const range = readsObject ? headers.range : undefined;
      delete headers.range;
      const answer = await forward(upstream, received.method, upstreamPath(received), headers, stored);
      if (answer.status === 404 && target.key && (received.method === 'GET' || received.method === 'HEAD')) {
        // Without s3:ListBucket, S3 does not tell a missing key from a forbidden one.
        if (!mayList(settings.principals, principal, target.bucket)) return fail(denied());
      }
      if (range !== undefined && answer.status === 200) {
        const size = Number(answer.headers['content-length'] ?? answer.body.length);
        const resolved = resolveByteRange(range, size);
        if (resolved.kind === 'unsatisfiable') {
          return fail(
            {
              status: 416,
              code: 'InvalidRange',
              message: 'The requested range is not satisfiable',
              extra: { RangeRequested: range, ActualObjectSize: size },
            },
            { 'content-range': `bytes */${size}` },
          );
        }
        if (resolved.kind === 'partial') {
          const { start, end } = resolved;
          res
            .writeHead(206, {
              ...answer.headers,
              'content-range': `bytes ${start}-${end}/${size}`,
              'content-length': String(end - start + 1),
            })
            .end(received.method === 'HEAD' ? undefined : answer.body.subarray(start, end + 1));
          return;
        }
      }
      res.writeHead(answer.status, answer.headers).end(answer.body);
    } catch (error) {
      console.error('[s3-gate]', error);
      if (!res.headersSent)
        fail({
          status: 500,
          code: 'InternalError',
          message: 'We encountered an internal error. Please try again.',
        });
      else res.end();
    }
  };
  // handle() answers its own failures (500): its promise never rejects.
  const server = createServer((req, res) => void handle(req, res));
  return { endpoint: await listen(server), server };
}

function mayList(principals: Principals, principal: Principal, bucket: string): boolean {
  return principals.authorize(principal, 's3:ListBucket', bucketArn(bucket)).decision === 'allowed';
}

async function currentEtag(
  upstream: Upstream,
  settings: S3GateSettings,
  target: Target,
): Promise<string | null> {
  const path = objectPath(target.bucket, target.key);
  const head = await forward(upstream, 'HEAD', path, operatorHeaders(settings), Buffer.alloc(0));
  return head.status === 200 ? unquote(String(head.headers.etag ?? '')) : null;
}

/** If-Match on a read and x-amz-copy-source-if-match on a copy, which s3rver does not apply. */
async function checkPreconditions(
  upstream: Upstream,
  settings: S3GateSettings,
  received: ReceivedRequest,
  target: Target,
  headers: Record<string, string>,
): Promise<S3Error | null> {
  const failed = (condition: string): S3Error => ({
    status: 412,
    code: 'PreconditionFailed',
    message: 'At least one of the pre-conditions you specified did not hold',
    extra: { Condition: condition },
  });
  const ifMatch = received.headers['if-match'];
  if (ifMatch && target.key && (received.method === 'GET' || received.method === 'HEAD')) {
    const etag = await currentEtag(upstream, settings, target);
    if (etag !== null && ifMatch.trim() !== '*' && unquote(ifMatch) !== etag) return failed('If-Match');
    delete headers['if-match'];
  }
  const copyIfMatch = received.headers['x-amz-copy-source-if-match'];
  const source = copySourceOf(received.headers['x-amz-copy-source']);
  if (copyIfMatch && source && received.method === 'PUT') {
    const etag = await currentEtag(upstream, settings, source);
    if (etag !== null && unquote(copyIfMatch) !== etag) return failed('x-amz-copy-source-If-Match');
  }
  return null;
}

/** A presigned POST from a browser: verify the form as S3 does, then store the file with a PUT. */
async function browserUpload(
  settings: S3GateSettings,
  upstream: Upstream,
  req: IncomingMessage,
  res: ServerResponse,
  received: ReceivedRequest,
  target: Target,
  contentType: string,
  fail: (error: S3Error) => void,
): Promise<void> {
  const form = await parseForm(received.body, contentType);
  if (!form)
    return fail({
      status: 400,
      code: 'MalformedPOSTRequest',
      message: 'The body of your POST request is not well-formed multipart/form-data.',
    });
  const field = (name: string) => form.fields.get(name)?.value;
  if (!form.file)
    return fail({
      status: 400,
      code: 'InvalidArgument',
      message: 'POST requires exactly one file upload per request.',
    });
  const keyTemplate = field('key');
  if (!keyTemplate)
    return fail({
      status: 400,
      code: 'InvalidArgument',
      message:
        "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.",
    });
  const policyBase64 = field('policy');
  const signature = field('x-amz-signature');
  if (!policyBase64 || !signature || field('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
    // Without a policy S3 treats the upload as anonymous, which a private bucket refuses.
    return fail(denied());
  }
  const verification = await verifyPolicySignature(policyBase64, signature, field('x-amz-credential'), {
    service: 's3',
    region: settings.region,
    secretOf: settings.principals.secretOf,
    uriEscapePath: false,
  });
  if (!verification.ok) return fail(signatureError(verification));
  let policy: unknown;
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8'));
  } catch {
    return fail({ status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' });
  }
  const refusal = checkPostPolicy(policy, { ...form, file: form.file }, target.bucket, new Date());
  if (refusal) return fail(refusal);
  // A replacer function: the file name is the client's, and may hold $ patterns.
  const fileName = form.file.filename;
  const key = keyTemplate.replace('${filename}', () => fileName);
  if (escapesFolder(key))
    return fail({
      status: 400,
      code: 'InvalidArgument',
      message: 'Keys with "." or ".." segments are refused by the local S3.',
    });
  const principal = settings.principals.byAccessKeyId(verification.accessKeyId);
  const resource = objectArn(target.bucket, key);
  if (
    !principal ||
    settings.principals.authorize(principal, 's3:PutObject', resource).decision !== 'allowed'
  ) {
    return fail(denied());
  }
  const headers: Record<string, string> = {
    ...operatorHeaders(settings),
    'content-type': 'binary/octet-stream',
    'content-length': String(form.file.bytes.length),
    ...(req.headers.origin ? { origin: req.headers.origin } : {}),
  };
  for (const [name, { value }] of form.fields) if (STORED_FIELDS.test(name)) headers[name] = value;
  const path = objectPath(target.bucket, key);
  const stored = await forward(upstream, 'PUT', path, headers, form.file.bytes);
  if (stored.status !== 200) {
    res.writeHead(stored.status, stored.headers).end(stored.body);
    return;
  }
  const status = Number(field('success_action_status') ?? 204);
  const location = `http://${received.headers.host ?? ''}${path}`;
  const answerHeaders = {
    ...corsHeaders(req),
    etag: String(stored.headers.etag ?? ''),
    location,
    'x-amz-request-id': randomUUID(),
  };
  if (status === 201) {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${xmlEscape(location)}</Location><Bucket>${xmlEscape(target.bucket)}</Bucket><Key>${xmlEscape(key)}</Key><ETag>${xmlEscape(String(stored.headers.etag ?? ''))}</ETag></PostResponse>`;
    res.writeHead(201, { ...answerHeaders, 'content-type': 'application/xml' }).end(xml);
  } else {
    res.writeHead(status === 200 ? 200 : 204, answerHeaders).end();
  }
}
