/**
 * In front of s3rver, which checks neither signatures nor POST policies nor IAM: this gate answers
 * every request the way S3 would before s3rver stores or serves anything.
 * - Signed requests (SDK calls: header authentication; presigned URLs: query authentication) are
 *   verified with the SDK's signer and the signer's secret, with S3's expiry and clock rules.
 * - Browser uploads (presigned POST) have their policy verified: signature, expiration, every
 *   condition (exact fields, starts-with, content-length-range), no unlisted field (s3/post-policy.ts).
 * - The signer's IAM policy must allow the action on the key (s3:GetObject, s3:PutObject…, and for
 *   a copy s3:GetObject on the source too: s3/requests.ts); a missing key answers 403 unless
 *   s3:ListBucket is allowed.
 * - The preconditions s3rver ignores (If-Match, x-amz-copy-source-if-match) are applied (s3/reads.ts).
 * - Multipart uploads (initiate, presigned UploadPart URLs, ListParts, complete, abort) are answered by
 *   the gate itself, as S3 answers them, once signature and IAM are checked (s3/multipart.ts).
 * - Range reads are answered as S3 answers them (206 with Content-Range, 416 InvalidRange, suffix
 *   ranges, malformed or multiple ranges ignored): s3rver's own range handling is wrong (common/byte-range.ts).
 * Errors are S3's XML errors, with the bucket's CORS headers so a browser can read them (s3/errors.ts).
 * Anything unsigned is refused: both buckets are private.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolveByteRange } from '@common/byte-range';
import {
  flatHeaders,
  forward,
  listen,
  readBody,
  receivedRequest,
  upstreamOf,
  type Upstream,
  type UpstreamAnswer,
} from './gate-http';
import type { Principal } from './principals';
import { corsHeaders, denied, errorXml, signatureError, type S3Error } from './s3/errors';
import { operatorHeaders, plainBody, upstreamPath } from './s3/forwarding';
import { MultipartStore } from './s3/multipart';
import { browserUpload } from './s3/post-policy';
import { checkPreconditions } from './s3/reads';
import { escapesFolder, mayList, s3Requirements, targetOf, type Target } from './s3/requests';
import type { S3GateSettings } from './s3/settings';
import { verifyHeaderSignature, verifyQuerySignature, type ReceivedRequest } from './sigv4';

export type { S3GateSettings } from './s3/settings';

type Fail = (error: S3Error, extraHeaders?: Record<string, string>) => void;

/** What the gate refuses, answered as S3 would, with the bucket's CORS headers (HEAD: no body). */
function failer(req: IncomingMessage, res: ServerResponse): Fail {
  return (error, extraHeaders = {}) => {
    const headers = {
      ...corsHeaders(req),
      ...extraHeaders,
      'content-type': 'application/xml',
      'x-amz-request-id': randomUUID(),
    };
    // HEAD answers carry no body: the SDK reads the status (403 Forbidden, 404 NotFound, 412…).
    res.writeHead(error.status, headers).end(req.method === 'HEAD' ? undefined : errorXml(error));
  };
}

/**
 * CORS preflight: unsigned by nature, answered by the bucket's CORS rules. A preflight of a
 * presigned link carries its query, whose key s3rver does not know: S3 ignores it, so drop it.
 */
async function answerPreflight(upstream: Upstream, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const answer = await forward(upstream, 'OPTIONS', path, flatHeaders(req), Buffer.alloc(0));
  res.writeHead(answer.status, answer.headers).end(answer.body);
}

const MALFORMED_KEY: S3Error = {
  status: 400,
  code: 'InvalidArgument',
  message: 'Keys with "." or ".." segments are refused by the local S3.',
};

/** The request read whole and addressed, or S3's refusal of it. */
async function readRequest(
  req: IncomingMessage,
  maxPostBytes: number,
): Promise<{ received: ReceivedRequest; target: Target; isBrowserUpload: boolean } | S3Error> {
  const contentType = req.headers['content-type'] ?? '';
  const isBrowserUpload = req.method === 'POST' && /^multipart\/form-data/i.test(contentType);
  const body = await readBody(req, isBrowserUpload ? maxPostBytes : Infinity);
  if (!body) {
    return {
      status: 400,
      code: 'MaxPostPreDataLengthExceeded',
      message: 'Your POST request fields preceeding the upload file was too large.',
    };
  }
  const received = receivedRequest(req, body);
  const target = received && targetOf(received.path);
  if (!received || !target)
    return { status: 400, code: 'InvalidURI', message: "Couldn't parse the specified URI." };
  if (escapesFolder(target.key)) return MALFORMED_KEY;
  return { received, target, isBrowserUpload };
}

/** A signed request: its signature (header or query), then every IAM action it needs. */
async function authorizeSigned(
  settings: S3GateSettings,
  received: ReceivedRequest,
  target: Target,
): Promise<Principal | S3Error> {
  const verifySettings = {
    service: 's3',
    region: settings.region,
    secretOf: settings.principals.secretOf,
    uriEscapePath: false,
  };
  const verification =
    'X-Amz-Algorithm' in received.query || 'X-Amz-Signature' in received.query
      ? await verifyQuerySignature(received, verifySettings)
      : await verifyHeaderSignature(received, verifySettings);
  if (!verification.ok) return signatureError(verification);
  const principal = settings.principals.byAccessKeyId(verification.accessKeyId);
  if (!principal) return denied();
  for (const { action, resource } of s3Requirements(
    received.method,
    target,
    received.query,
    received.headers,
  )) {
    if (settings.principals.authorize(principal, action, resource).decision !== 'allowed') return denied();
  }
  return principal;
}

/** The part of a whole object a Range asked for, as S3 cuts it (s3rver's own cutting is wrong). */
function answerRange(
  res: ServerResponse,
  fail: Fail,
  received: ReceivedRequest,
  range: string,
  answer: UpstreamAnswer,
): boolean {
  const size = Number(answer.headers['content-length'] ?? answer.body.length);
  const resolved = resolveByteRange(range, size);
  if (resolved.kind === 'unsatisfiable') {
    fail(
      {
        status: 416,
        code: 'InvalidRange',
        message: 'The requested range is not satisfiable',
        extra: { RangeRequested: range, ActualObjectSize: size },
      },
      { 'content-range': `bytes */${size}` },
    );
    return true;
  }
  if (resolved.kind !== 'partial') return false;
  const { start, end } = resolved;
  res
    .writeHead(206, {
      ...answer.headers,
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': String(end - start + 1),
    })
    .end(received.method === 'HEAD' ? undefined : answer.body.subarray(start, end + 1));
  return true;
}

/** An admitted request, handed to s3rver under the operator's credentials; its answer as S3 would give it. */
async function forwardAdmitted(
  settings: S3GateSettings,
  upstream: Upstream,
  res: ServerResponse,
  fail: Fail,
  request: { received: ReceivedRequest; target: Target; principal: Principal },
): Promise<void> {
  const { received, target, principal } = request;
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
  const readsKey = Boolean(target.key) && (received.method === 'GET' || received.method === 'HEAD');
  if (answer.status === 404 && readsKey && !mayList(settings.principals, principal, target.bucket)) {
    // Without s3:ListBucket, S3 does not tell a missing key from a forbidden one.
    return fail(denied());
  }
  if (range !== undefined && answer.status === 200 && answerRange(res, fail, received, range, answer)) return;
  res.writeHead(answer.status, answer.headers).end(answer.body);
}

export async function startS3Gate(settings: S3GateSettings): Promise<{ endpoint: string; server: Server }> {
  const upstream = upstreamOf(settings.upstream);
  const maxPostBytes = settings.maxPostBytes ?? 200 * 1024 * 1024;
  const multipart = new MultipartStore(
    settings.multipart.dir,
    upstream,
    settings,
    settings.multipart.setStoredEtag,
  );

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const fail = failer(req, res);
    try {
      if (req.method === 'OPTIONS') return await answerPreflight(upstream, req, res);
      const read = await readRequest(req, maxPostBytes);
      if ('status' in read) return fail(read);
      const { received, target, isBrowserUpload } = read;
      if (isBrowserUpload && !target.key) {
        const contentType = req.headers['content-type'] ?? '';
        return await browserUpload(settings, upstream, req, res, received, target, contentType, fail);
      }
      const principal = await authorizeSigned(settings, received, target);
      if ('status' in principal) return fail(principal);
      if (MultipartStore.handles(received, target)) {
        const body = plainBody(received, { ...received.headers });
        const answer = await multipart.answer({ ...received, body }, target);
        if ('code' in answer) return fail(answer);
        res
          .writeHead(answer.status, {
            ...corsHeaders(req),
            ...answer.headers,
            'x-amz-request-id': randomUUID(),
          })
          .end(answer.body);
        return;
      }
      await forwardAdmitted(settings, upstream, res, fail, { received, target, principal });
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
