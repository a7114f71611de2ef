/**
 * The byte budget of the PDFs kept for offline reading, least recently used out first. Workbox's
 * expiration counts entries and ages, not bytes, and a 20 MB manual weighs as much as forty small
 * guides: the budget is kept here, in an index the service worker stores beside the files. Pure.
 */

/**
 * PDFs kept for offline reading: 100 MB in all (every PDF of the 14 sessions' programme fits), the
 * least recently opened out first; a file over 25 MB is not kept (it would push out a quarter of the
 * others at once), nor one the storage refuses.
 */
export const PDF_CACHE_MAX_BYTES = 100 * 1024 * 1024;
export const PDF_MAX_FILE_BYTES = 25 * 1024 * 1024;

export interface KeptPdf {
  /** The cache key (pdfCacheKey of its link). */
  key: string;
  documentId: string;
  /** The user it was kept for (the Cognito `sub` of the page that asked): only ever answered to them. */
  owner: string;
  bytes: number;
  /** When it was last kept or read (ms since the epoch). */
  usedAt: number;
}

export interface PdfLimits {
  maxBytes: number;
  maxFileBytes: number;
}

export const PDF_LIMITS: PdfLimits = { maxBytes: PDF_CACHE_MAX_BYTES, maxFileBytes: PDF_MAX_FILE_BYTES };

/** Whether a file of this size may be kept at all. */
export function mayKeep(bytes: number, limits: PdfLimits = PDF_LIMITS): boolean {
  return Number.isFinite(bytes) && bytes > 0 && bytes <= Math.min(limits.maxFileBytes, limits.maxBytes);
}

/**
 * The files to delete so that a new one of `bytes` fits: the least recently used first, and only as
 * many as needed. A file already kept under `key` is replaced, so its own bytes do not count.
 */
export function evictionsFor(
  files: readonly KeptPdf[],
  key: string,
  bytes: number,
  limits: PdfLimits = PDF_LIMITS,
): string[] {
  const others = files.filter((file) => file.key !== key);
  let total = others.reduce((sum, file) => sum + file.bytes, 0) + bytes;
  const evicted: string[] = [];
  for (const file of [...others].sort((a, b) => a.usedAt - b.usedAt)) {
    if (total <= limits.maxBytes) break;
    evicted.push(file.key);
    total -= file.bytes;
  }
  return evicted;
}

/** The index once `file` (if any) is kept and `evicted` are gone. */
export function withKept(
  files: readonly KeptPdf[],
  file: KeptPdf | null,
  evicted: readonly string[],
): KeptPdf[] {
  const rest = files.filter((f) => f.key !== file?.key && !evicted.includes(f.key));
  return file ? [...rest, file] : rest;
}

/** The index once `key` has been read again (it moves to the back of the eviction queue). */
export function touched(files: readonly KeptPdf[], key: string, now: number): KeptPdf[] {
  return files.map((file) => (file.key === key ? { ...file, usedAt: now } : file));
}

/**
 * Reads a stored index, dropping anything malformed (an index from another version, a torn write): a
 * file without its owner is never answered to anyone.
 */
export function parseIndex(value: unknown): KeptPdf[] {
  const files = (value as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return [];
  return files.filter(
    (file): file is KeptPdf =>
      typeof file === 'object' &&
      file !== null &&
      typeof (file as KeptPdf).key === 'string' &&
      typeof (file as KeptPdf).documentId === 'string' &&
      typeof (file as KeptPdf).owner === 'string' &&
      (file as KeptPdf).owner !== '' &&
      typeof (file as KeptPdf).bytes === 'number' &&
      typeof (file as KeptPdf).usedAt === 'number',
  );
}
