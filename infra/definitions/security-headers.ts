/**
 * Security headers, one definition: the CloudFront response-headers policy and the
 * local edge both send these.
 */
export interface CspSources {
  /** Cognito and S3 endpoints of the environment (the API is same-origin); the PDF reader fetches from S3. */
  connectSrc: readonly string[];
}

export function contentSecurityPolicy(sources: CspSources): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sources.connectSrc],
    // The PDF reader's pdf.js worker and the service worker are the site's own files (no blob:, no eval).
    'worker-src': ["'self'"],
    // The web app manifest (/manifest.webmanifest); default-src would allow it too, this says it.
    'manifest-src': ["'self'"],
    // Nothing is framed: PDFs are drawn by the reader, not shown in an <iframe>.
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const HSTS_MAX_AGE_SECONDS = 63072000;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export function securityHeaders(sources: CspSources): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(sources),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
  };
}
