/**
 * The local edge serves the offline app's files as CloudFront does (infra/lib/constructs/site-deployment.ts):
 * the service worker and the manifest with their content types, revalidated on every use; the hashed
 * chunks cached for good; the session page's document not at all.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_APP_FILES } from '../../../infra/lib/constructs/site-deployment';
import { negotiate, serveStatic } from '../../../infra/local/static-files';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tremplin-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'session-page.html'), '<!doctype html>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Tremplin"}');
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1);');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the local edge’s static files', () => {
  it.each(OFFLINE_APP_FILES)(
    'serves /$file as $contentType, revalidated on every use',
    async ({ file, contentType }) => {
      const answer = await serveStatic(dir, `/${file}`, '');
      expect(answer?.statusCode).toBe(200);
      expect(answer?.headers['content-type']).toBe(contentType);
      expect(answer?.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches the hashed chunks for good and never serves the session page’s document', async () => {
    const chunk = await serveStatic(dir, '/assets/main-abc123.js', '');
    expect(chunk?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await serveStatic(dir, '/session-page.html', '')).toBeNull();
  });
});

describe('the local edge compresses exactly what CloudFront compresses', () => {
  const text = (bytes: number) => Buffer.from('a'.repeat(bytes));

  it('prefers Brotli, else gzip, and answers plain to a caller that accepts neither', async () => {
    expect((await negotiate(text(5000), 'text/html; charset=utf-8', 'gzip, deflate, br')).encoding).toBe(
      'br',
    );
    expect((await negotiate(text(5000), 'application/json', 'gzip')).encoding).toBe('gzip');
    expect((await negotiate(text(5000), 'text/css', 'deflate')).encoding).toBeUndefined();
    expect((await negotiate(text(5000), 'text/css', '')).encoding).toBeUndefined();
  });

  it('compresses from 1,000 bytes to 10,000,000 only', async () => {
    expect((await negotiate(text(999), 'text/javascript', 'br')).encoding).toBeUndefined();
    expect((await negotiate(text(1000), 'text/javascript', 'br')).encoding).toBe('br');
    expect((await negotiate(text(10_000_001), 'text/plain', 'gzip')).encoding).toBeUndefined();
  });

  it('compresses only the types on CloudFront’s list: not the web manifest, not images', async () => {
    expect((await negotiate(text(5000), 'application/manifest+json', 'br')).encoding).toBeUndefined();
    expect((await negotiate(text(5000), 'image/webp', 'br')).encoding).toBeUndefined();
    expect((await negotiate(text(5000), 'image/svg+xml', 'br')).encoding).toBe('br');
  });

  it('compresses off the edge’s thread: a timer set before a megabyte’s compression fires before it ends', async () => {
    let ticked = false;
    setTimeout(() => (ticked = true), 0);
    const answer = await negotiate(
      Buffer.from(Array.from({ length: 200_000 }, (_, i) => `ligne ${i} `).join('')),
      'text/javascript',
      'br',
    );
    expect(answer.encoding).toBe('br');
    expect(ticked).toBe(true);
  });
});
