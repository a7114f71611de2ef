import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { decodePath } from './edge-paths';
import { appDocument, CATALOGUE_DOCUMENT, SESSION_DOCUMENT } from '../../common/app-documents';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

export interface StaticAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface CachedFile {
  mtimeMs: number;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const cache = new Map<string, CachedFile>();

/**
 * Brotli's best quality takes seconds on a megabyte (pdf.js's worker: about 7 s here), and this runs
 * on the edge's only thread: larger files get a fast level, a few per cent bigger, as CloudFront's
 * own on-the-fly compression is.
 */
const BEST_QUALITY_UP_TO_BYTES = 256 * 1024;

/** Compresses as CloudFront does (brotli, else gzip), once per file version. */
export function negotiate(
  raw: Buffer,
  type: string,
  acceptEncoding: string,
  entry?: CachedFile,
): { body: Buffer; encoding?: string } {
  if (!COMPRESSIBLE.test(type) || raw.length < 1024) return { body: raw };
  if (/\bbr\b/.test(acceptEncoding)) {
    const br =
      entry?.br ??
      brotliCompressSync(raw, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: raw.length > BEST_QUALITY_UP_TO_BYTES ? 5 : 11,
          [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      });
    if (entry) entry.br = br;
    return { body: br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    const gz = entry?.gzip ?? gzipSync(raw, { level: 9 });
    if (entry) entry.gzip = gz;
    return { body: gz, encoding: 'gzip' };
  }
  return { body: raw };
}

/**
 * Serves the web build like the CloudFront default behaviour: files as they are, and
 * the app's HTML document for extension-less paths (the SPA fallback, common/app-documents.ts),
 * never for /api.
 */
export async function serveStatic(
  webDir: string,
  pathname: string,
  acceptEncoding: string,
  hasQuery = false,
): Promise<StaticAnswer | null> {
  // The edge answers malformed escapes 400 before calling this; here they simply name no file.
  const decoded = decodePath(pathname);
  if (decoded === null) return null;
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  if (relative.split(sep).includes('..')) return null;
  // The page handlers read these documents; CDK does not deploy them to the site.
  if (`/${relative}` === SESSION_DOCUMENT || `/${relative}` === CATALOGUE_DOCUMENT) return null;
  let file = join(webDir, relative);
  let info = await stat(file).catch(() => null);
  if (!info?.isFile()) {
    if (extname(relative)) return null;
    file = join(webDir, appDocument(decoded, hasQuery));
    info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
  }
  let entry = cache.get(file);
  if (!entry || entry.mtimeMs !== info.mtimeMs) {
    entry = { mtimeMs: info.mtimeMs, raw: await readFile(file) };
    cache.set(file, entry);
  }
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const { body, encoding } = negotiate(entry.raw, type, acceptEncoding, entry);
  const immutable = file.includes(`${sep}assets${sep}`);
  return {
    statusCode: 200,
    headers: {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
    body,
  };
}
