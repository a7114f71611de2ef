/**
 * Section 7: bytes on the wire of the main reads through the local edge, which compresses exactly as
 * AWS does (the API's answers by their functions, the pages by the edge as CloudFront), with and
 * without `Accept-Encoding: br, gzip`, and the CPU the functions spend compressing them.
 */
import { request } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { API_BROTLI_QUALITY } from '../../lambdas/lib/compression';
import { median } from './lib/stats';
import type { WireRead } from './lib/wire';

interface Sent {
  status: number;
  encoding: string | null;
  body: Buffer;
}

function get(origin: string, path: string, headers: Record<string, string>): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, origin), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'] ?? null,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Median ms of compressing a body as the functions do (lambdas/lib/compression.ts). */
function compressMs(body: Buffer, runs = 50): number {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const started = performance.now();
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } });
    if (i >= 5) times.push(performance.now() - started);
  }
  return median(times);
}

export async function measureWire(
  origin: string,
  fixtures: { sessionId: string; userToken: string },
  log: (line: string) => void,
): Promise<WireRead[]> {
  const reads = [
    { name: 'catalogue, first page (GET /api/sessions)', path: '/api/sessions', api: true },
    { name: 'catalogue page HTML (GET /sessions)', path: '/sessions', api: false },
    { name: 'document library (GET /api/documents)', path: '/api/documents', api: true },
    { name: 'a session (GET /api/sessions/{id})', path: `/api/sessions/${fixtures.sessionId}`, api: true },
    {
      name: "a session's documents (GET /api/sessions/{id}/documents)",
      path: `/api/sessions/${fixtures.sessionId}/documents`,
      api: true,
    },
    { name: 'tags (GET /api/sessions/tags)', path: '/api/sessions/tags', api: true },
    {
      name: 'dashboard sessions, signed in (GET /api/dashboard/sessions)',
      path: '/api/dashboard/sessions',
      api: true,
      signedIn: true,
    },
  ];
  const results: WireRead[] = [];
  for (const read of reads) {
    const auth: Record<string, string> =
      'signedIn' in read ? { authorization: `Bearer ${fixtures.userToken}` } : {};
    const plain = await get(origin, read.path, auth);
    const compressed = await get(origin, read.path, { ...auth, 'accept-encoding': 'br, gzip' });
    const result: WireRead = {
      name: read.name,
      path: read.path,
      status: compressed.status,
      plainBytes: plain.body.length,
      compressedBytes: compressed.body.length,
      encoding: compressed.encoding,
      compressMs: read.api ? compressMs(plain.body) : Number.NaN,
    };
    results.push(result);
    log(
      `wire: ${read.name} → ${result.status}, ${result.plainBytes} B plain, ${result.compressedBytes} B ${result.encoding ?? 'uncompressed'}`,
    );
  }
  return results;
}
