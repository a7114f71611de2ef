import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/routes';
import { isPublicApiPath, PUBLIC_API_PATHS } from '../../web/src/lib/offline/contract';

/**
 * The service worker keeps public API reads in a cache anyone on the device may read: only routes
 * whose answer is the same for everyone may be in it (web/src/lib/offline/contract.ts).
 */
/**
 * Public GET routes kept out of a cache anyone on the device may read: a cohort's calendar feed
 * (calendar apps read it; its address is a secret), and a certificate's verification, which must
 * never answer "Certificat vérifié" from a copy once the certificate is revoked.
 */
const SECRET_ADDRESSES = ['/api/calendars/{cohortId}/{file}', '/api/certificates/{code}'];

describe('the service worker’s public API reads', () => {
  it('are exactly the API’s public and optional-token GET routes, but for secret addresses', () => {
    const publicReads = ROUTES.filter(
      (route) =>
        route.method === 'GET' &&
        route.access !== 'signed-in' &&
        route.path.startsWith('/api/') &&
        !SECRET_ADDRESSES.includes(route.path),
    ).map((route) => route.path);
    expect([...PUBLIC_API_PATHS].sort()).toEqual([...publicReads].sort());
  });

  it('never include a secret address', () => {
    for (const path of SECRET_ADDRESSES) {
      expect(ROUTES.some((route) => route.path === path)).toBe(true);
      expect(isPublicApiPath(path.replace(/\{[^}]+\}/g, 'x')), path).toBe(false);
    }
  });

  it('never include a signed-in route', () => {
    for (const route of ROUTES.filter((r) => r.method === 'GET' && r.access === 'signed-in')) {
      const example = route.path.replace(/\{[^}]+\}/g, 'x');
      expect(isPublicApiPath(example), route.path).toBe(false);
    }
  });
});
