import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { decodePath } from './edge-paths';
import { appDocument, CATALOGUE_DOCUMENT, SESSION_DOCUMENT } from '@common/app-documents';

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

/**
 * The content types CloudFront compresses (its developer guide, "File types that CloudFront
 * compresses"): nothing else is compressed at the edge, the web app manifest among them.
 */
const CLOUDFRONT_COMPRESSIBLE = new Set([
  'application/dash+xml',
  'application/eot',
  'application/font',
  'application/font-sfnt',
  'application/javascript',
  'application/json',
  'application/opentype',
  'application/otf',
  'application/pkcs7-mime',
  'application/protobuf',
  'application/rss+xml',
  'application/truetype',
  'application/ttf',
  'application/vnd.apple.mpegurl',
  'application/vnd.ms-fontobject',
  'application/xhtml+xml',
  'application/xml',
  'application/x-font-opentype',
  'application/x-font-truetype',
  'application/x-font-ttf',
  'application/x-httpd-cgi',
  'application/x-javascript',
  'application/x-mpegurl',
  'application/x-opentype',
  'application/x-otf',
  'application/x-perl',
  'application/x-ttf',
  'font/eot',
  'font/opentype',
  'font/otf',
  'font/ttf',
  'image/svg+xml',
  'text/css',
  'text/csv',
  'text/html',
  'text/javascript',
  'text/js',
  'text/plain',
  'text/richtext',
  'text/tab-separated-values',
  'text/xml',
  'text/x-component',
  'text/x-java-source',
  'text/x-script',
  'vnd.apple.mpegurl',
]);

/** CloudFront compresses objects of 1,000 to 10,000,000 bytes, and no other. */
const COMPRESSED_SIZES = { min: 1_000, max: 10_000_000 } as const;

export interface StaticAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface CachedFile {
  mtimeMs: number;
  raw: Buffer;
  /** Started by the first request that asks for it; later ones (even concurrent ones) share it. */
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const cache = new Map<string, CachedFile>();

/**
 * Brotli's best quality takes seconds on a megabyte (pdf.js's worker: about 7 s here): larger files
 * get a fast level, a few per cent bigger, as CloudFront's own on-the-fly compression is. It runs in
 * libuv's thread pool, never on the edge's only thread: a fresh platform's first page compresses a
 * megabyte or two of code, and done synchronously that held every API answer for seconds.
 */
const BEST_QUALITY_UP_TO_BYTES = 256 * 1024;

/**
 * Compresses as CloudFront does on a behaviour whose cache policy allows it (the site's files, the
 * session and catalogue pages): Brotli when the viewer accepts it, else gzip, only the types and
 * sizes above, never an answer its origin encoded already; once per file version. /api/* caches
 * nothing, so CloudFront compresses nothing there: the edge does not call this for it.
 */
export async function negotiate(
  raw: Buffer,
  type: string,
  acceptEncoding: string,
  entry?: CachedFile,
): Promise<{ body: Buffer; encoding?: string }> {
  const baseType = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!CLOUDFRONT_COMPRESSIBLE.has(baseType)) return { body: raw };
  if (raw.length < COMPRESSED_SIZES.min || raw.length > COMPRESSED_SIZES.max) return { body: raw };
  if (/\bbr\b/.test(acceptEncoding)) {
    const br =
      entry?.br ??
      brotli(raw, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: raw.length > BEST_QUALITY_UP_TO_BYTES ? 5 : 11,
          [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      });
    if (entry) entry.br = br;
    return { body: await br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    const gz = entry?.gzip ?? gzipped(raw, { level: 9 });
    if (entry) entry.gzip = gz;
    return { body: await gz, encoding: 'gzip' };
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
  const { body, encoding } = await negotiate(entry.raw, type, acceptEncoding, entry);
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
