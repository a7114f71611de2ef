/** S3's XML errors, the gate's refusals in S3's words, and the bucket's CORS answer so a page can read them. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { UPLOAD_CORS } from '../../../definitions/storage';
import { type Verification } from '../sigv4';

export interface S3Error {
  status: number;
  code: string;
  message: string;
  extra?: Record<string, string | number>;
}

export const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function errorXml(error: S3Error): string {
  const extra = Object.entries(error.extra ?? {})
    .map(([name, value]) => `<${name}>${xmlEscape(String(value))}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${xmlEscape(error.message)}</Message>${extra}<RequestId>${randomUUID()}</RequestId></Error>`;
}

export const denied = (message = 'Access Denied'): S3Error => ({
  status: 403,
  code: 'AccessDenied',
  message,
});

export function signatureError(verification: Extract<Verification, { ok: false }>): S3Error {
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
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  if (!req.headers.origin) return {};
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': UPLOAD_CORS.allowedMethods.join(', '),
    'access-control-expose-headers': UPLOAD_CORS.exposedHeaders.join(', '),
    'access-control-max-age': String(UPLOAD_CORS.maxAgeSeconds),
    vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
  };
}
