/** How an admitted request is handed to s3rver: its body decoded as S3 would store it, under the operator's credentials. */
import { type ReceivedRequest } from '../sigv4';
import type { S3GateSettings } from './settings';

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
export function plainBody(received: ReceivedRequest, headers: Record<string, string>): Buffer {
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

export const unquote = (etag: string | undefined) => (etag ?? '').replace(/^W\//, '').replace(/"/g, '');

/** Authorization s3rver accepts for what the gate has already checked (it verifies no SigV4 itself). */
export function operatorHeaders(settings: S3GateSettings): Record<string, string> {
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

export function upstreamPath(received: ReceivedRequest): string {
  const kept = Object.entries(received.query)
    .filter(([name]) => !AUTH_QUERY.test(name))
    .map(([name, value]) =>
      value === '' ? encodeURIComponent(name) : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    );
  return kept.length ? `${received.path}?${kept.join('&')}` : received.path;
}
