import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cloud } from './helpers';

/**
 * Bytes on the wire through the local edge, as CloudFront and the functions send them on AWS:
 * /api/* answers are compressed by the functions for callers that accept it (CloudFront caches
 * nothing there, so it compresses nothing), the pages and files by the edge, as CloudFront does.
 * node:http, not fetch: fetch asks for compression itself and hides what travelled.
 */
interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  origin = cloud().url,
): Promise<RawAnswer> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

describe('compressed answers, as on AWS', () => {
  it("answers GET /api/documents with Brotli to 'Accept-Encoding: br, gzip', the same JSON in far fewer bytes", async () => {
    const plain = await raw('/api/documents');
    const compressed = await raw('/api/documents', { 'accept-encoding': 'br, gzip' });
    expect(plain.status).toBe(200);
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decoded(compressed))).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(plain.body.length).toBeGreaterThan(2_000);
    expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('is the function that compresses: the edge passes its bytes as they are, as CloudFront does on /api/*', async () => {
    // The API's own address, called as CloudFront calls it: no edge in front, the function's answer as it is.
    const fromFunction = await raw(
      '/api/documents',
      { 'accept-encoding': 'br, gzip', 'x-origin-verify': cloud().originVerifySecret },
      'GET',
      cloud().apiUrl,
    );
    const throughEdge = await raw('/api/documents', { 'accept-encoding': 'br, gzip' });
    expect(fromFunction.status).toBe(200);
    expect(fromFunction.headers['content-encoding']).toBe('br');
    expect(throughEdge.body.equals(fromFunction.body)).toBe(true);
  });

  it('answers uncompressed without Accept-Encoding, and with gzip to a caller that takes only gzip', async () => {
    const plain = await raw('/api/sessions');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const items = (JSON.parse(plain.body.toString('utf8')) as { items: unknown[] }).items;
    expect(items.length).toBeGreaterThan(0);

    const gzip = await raw('/api/sessions', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(JSON.parse(plain.body.toString('utf8')));

    // Whoever refuses both (identity only) gets the plain answer.
    const identity = await raw('/api/sessions', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the function-served pages at the edge, as CloudFront does on their cached behaviours', async () => {
    const page = await raw('/sessions', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toContain('<html');
    const plain = await raw('/sessions');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('<html');
  });
});

describe('HEAD on the function-served pages', () => {
  it.each(['/sessions', 'session'])('answers HEAD %s like GET, without the body', async (which) => {
    let path = which;
    if (which === 'session') {
      const list = JSON.parse((await raw('/api/sessions')).body.toString('utf8')) as {
        items: { id: string }[];
      };
      path = `/session/${list.items[0]?.id ?? ''}`;
    }
    const get = await raw(path);
    const head = await raw(path, {}, 'HEAD');
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
    expect(head.body.length).toBe(0);
  });

  it('answers HEAD for an unknown session as GET does: 404', async () => {
    const head = await raw('/session/00000000-0000-4000-8000-000000000000', {}, 'HEAD');
    expect(head.status).toBe(404);
  });
});
