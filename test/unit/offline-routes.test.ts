import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/routes';
import { isPublicApiPath, PUBLIC_API_PATHS } from '../../web/src/lib/offline/contract';

/**
 * The service worker keeps public API reads in a cache anyone on the device may read: only routes
 * whose answer is the same for everyone may be in it (web/src/lib/offline/contract.ts).
 */
describe('the service worker’s public API reads', () => {
  it('are exactly the API’s public and optional-token GET routes', () => {
    const publicReads = ROUTES.filter(
      (route) => route.method === 'GET' && route.access !== 'signed-in' && route.path.startsWith('/api/'),
    ).map((route) => route.path);
    expect([...PUBLIC_API_PATHS].sort()).toEqual([...publicReads].sort());
  });

  it('never include a signed-in route', () => {
    for (const route of ROUTES.filter((r) => r.method === 'GET' && r.access === 'signed-in')) {
      const example = route.path.replace(/\{[^}]+\}/g, 'x');
      expect(isPublicApiPath(example), route.path).toBe(false);
    }
  });
});
