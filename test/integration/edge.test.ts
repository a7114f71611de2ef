import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { BUCKETS, SHELL_KEY, STAGING_PREFIX } from '../../infra/definitions/storage';
import { api, cloud } from './helpers';

describe('the local edge', () => {
  it('serves /config.json with the pool, client and the /cognito endpoint', async () => {
    const response = await api('/config.json');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      userPoolId: cloud().userPoolId,
      userPoolClientId: cloud().userPoolClientId,
      userPoolEndpoint: expect.stringMatching(/\/cognito$/) as unknown,
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

  it('answers the text-first pages without a query with the document that loads the app after painting', async () => {
    const documentOf = async (path: string) => {
      const text = await (await fetch(`${cloud().url}${path}`)).text();
      return text.includes('(premier écran)') ? 'first-screen' : 'app';
    };
    expect(await documentOf('/')).toBe('first-screen');
    expect(await documentOf('/documentation')).toBe('first-screen');
    expect(await documentOf('/about/')).toBe('first-screen');
    // A query (a search, ?session=…), the picture-led catalogue and every other route preload the app.
    expect(await documentOf('/?session=abc')).toBe('app');
    expect(await documentOf('/documentation?q=pitch')).toBe('app');
    expect(await documentOf('/sessions')).toBe('app');
    expect(await documentOf('/dashboard/settings')).toBe('app');
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

  it('refuses an API request over the 6 MB a Lambda invocation carries, as API Gateway does', async () => {
    const huge = JSON.stringify({
      name: 'x',
      email: 'a@b.ma',
      subject: 's',
      message: 'm'.repeat(6 * 1024 * 1024),
    });
    const refused = await fetch(`${cloud().url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: huge,
    });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ message: 'Request Entity Too Large' });
    // Just under the limit, the function answers itself (here: its own validation of the message).
    const under = await api('/api/contact', {
      method: 'POST',
      body: { name: 'x', email: 'a@b.ma', subject: 's', message: 'm'.repeat(5 * 1024 * 1024) },
    });
    expect(under.status).not.toBe(413);
  });
});

/** A request whose target goes out exactly as written (fetch would normalise it). */
function rawGet(target: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(cloud().url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the local edge answers malformed paths 400', () => {
  it('on /api paths, in the API’s JSON error shape', async () => {
    for (const path of ['/api/sessions/%E0%A4%A', '/api/sessions/%ZZ/documents', '/api/%E0']) {
      const response = await api(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/json/);
      expect(response.json).toEqual({ error: { code: 'bad_request', message: 'Requête invalide' } });
    }
  });

  it('on media, static files, session pages and /cognito, as short text', async () => {
    for (const path of ['/media/%ZZ', '/%E0', '/assets/%E0%A4%A.js', '/session/%E0', '/cognito/%ZZ']) {
      const response = await fetch(`${cloud().url}${path}`);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('Bad Request');
    }
  });

  it('on a request target that is not a path, and keeps serving after odd ones', async () => {
    for (const target of ['*', 'http://elsewhere.example/x', '/%', '/media/%C3']) {
      expect((await rawGet(target)).status, target).toBe(400);
    }
    // Resolved against the Host header, these once made an invalid URL outside the error handling.
    expect((await rawGet('//[')).status).toBeLessThan(500);
    expect((await fetch(`${cloud().url}/config.json`)).status).toBe(200);
  });
});

describe('/media/* serves public media only', () => {
  const s3 = new S3Client({
    endpoint: cloud().s3,
    region: 'eu-west-3',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  afterAll(() => s3.destroy());
  const prefix = `edge-test-${randomUUID().slice(0, 8)}`;
  const put = (Key: string, ContentType: string, Body: string | Uint8Array = 'x') =>
    s3.send(new PutObjectCommand({ Bucket: BUCKETS.media, Key, Body, ContentType }));
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  it('serves an image under media/', async () => {
    await put(`media/${prefix}/pixel.png`, 'image/png', png);
    const response = await fetch(`${cloud().url}/media/${prefix}/pixel.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
  });

  it('answers 404 for objects under media/ that are not raster images', async () => {
    await put(`media/${prefix}/page.html`, 'text/html; charset=utf-8', '<script>alert(1)</script>');
    await put(`media/${prefix}/logo.svg`, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await put(`media/${prefix}/notes.pdf`, 'application/pdf', '%PDF-1.4');
    for (const name of ['page.html', 'logo.svg', 'notes.pdf']) {
      const response = await fetch(`${cloud().url}/media/${prefix}/${name}`);
      expect(response.status, name).toBe(404);
      expect(await response.text()).toBe('Not Found');
    }
  });

  it('never reaches outside media/: staging uploads, the page shell, dot segments', async () => {
    await put(`${STAGING_PREFIX}${prefix}/upload.png`, 'image/png', png);
    for (const path of [
      `/media/..%2F${STAGING_PREFIX}${prefix}%2Fupload.png`,
      `/media/%2E%2E%2F${STAGING_PREFIX}${prefix}%2Fupload.png`,
      `/media/${prefix}/..%2F..%2F${STAGING_PREFIX}${prefix}/upload.png`,
      `/media/..%2F${SHELL_KEY.replace('/', '%2F')}`,
      `/media/.%2F${prefix}/pixel.png`,
      `/media/${prefix}//pixel.png`,
      `/media/${prefix}%5Cpixel.png`,
    ]) {
      const response = await fetch(`${cloud().url}${path}`);
      expect(response.status, path).toBe(404);
    }
    // What fetch would normalise away reaches the edge as written here; it is never media.
    expect((await rawGet(`/media/../${STAGING_PREFIX}${prefix}/upload.png`)).status).toBe(404);
  });
});
