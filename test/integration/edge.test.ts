import { describe, expect, it } from 'vitest';
import { api, cloud } from './helpers';

describe('the local edge', () => {
  it('serves /config.json with the pool, client and the /cognito endpoint', async () => {
    const response = await api('/config.json');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      userPoolId: cloud().userPoolId,
      userPoolClientId: cloud().userPoolClientId,
      userPoolEndpoint: expect.stringMatching(/\/cognito$/),
    });
  });

  it('answers unknown /api paths with JSON 404, never the web app', async () => {
    const response = await api('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(response.json).toMatchObject({ error: { code: 'not_found' } });
  });

  it('falls back to index.html for app routes, and 404s for missing files', async () => {
    const page = await fetch(`${cloud().url}/sessions`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="fr">');
    expect((await fetch(`${cloud().url}/assets/missing.js`)).status).toBe(404);
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const path of ['/', '/api/sessions']) {
      const response = await fetch(`${cloud().url}${path}`);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-security-policy')).toContain(`connect-src 'self' ${cloud().s3}`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('does not expose the Lambda-Invoke endpoint of the triggers on the public port', async () => {
    const response = await fetch(`${cloud().url}/2015-03-31/functions/post-confirmation/invocations`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(405);
  });
});
