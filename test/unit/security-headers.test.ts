import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../infra/definitions/security-headers';

describe('security headers', () => {
  it('allows the environment’s Cognito and S3 endpoints and nothing else to connect', () => {
    const csp = contentSecurityPolicy({
      connectSrc: ['https://cognito-idp.eu-west-3.amazonaws.com', 'https://docs.s3.eu-west-3.amazonaws.com'],
    });
    expect(csp).toContain(
      "connect-src 'self' https://cognito-idp.eu-west-3.amazonaws.com https://docs.s3.eu-west-3.amazonaws.com",
    );
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('lets the PDF reader start its own worker, without eval, and frames nothing', () => {
    const csp = contentSecurityPolicy({ connectSrc: [] });
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/worker-src[^;]*blob:/);
  });

  it('reads the installable app’s manifest from the site only', () => {
    expect(contentSecurityPolicy({ connectSrc: [] })).toContain("manifest-src 'self';");
  });

  it('sends HSTS, nosniff, frame denial and a referrer policy', () => {
    const headers = securityHeaders({ connectSrc: [] });
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
