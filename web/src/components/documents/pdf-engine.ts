/**
 * Which pdf.js build this browser gets. pdf.js's modern build uses the newest JavaScript (upsert,
 * iterator helpers, Math.sumPrecise…), which phones that no longer update lack; its legacy build
 * runs everywhere the app does but weighs about 60 KB more (gzip). Only the chosen one downloads.
 * The worker URLs are plain strings, known before either build loads, so the worker can start early.
 */
import legacyWorkerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import modernWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type * as ModernEngine from './pdf-engine-modern';

export type PdfEngine = typeof ModernEngine;

/** The newest features the modern build calls without a fallback (pdfjs-dist 6.5). */
export function needsLegacyPdfjs(scope: object = globalThis): boolean {
  const g = scope as {
    Map?: { prototype?: { getOrInsertComputed?: unknown } };
    Math?: { sumPrecise?: unknown };
    Promise?: { try?: unknown; withResolvers?: unknown };
    Iterator?: { prototype?: { find?: unknown } };
    AbortSignal?: { any?: unknown };
    URL?: { parse?: unknown };
  };
  const present = [
    g.Map?.prototype?.getOrInsertComputed,
    g.Math?.sumPrecise,
    g.Promise?.try,
    g.Promise?.withResolvers,
    g.Iterator?.prototype?.find,
    g.AbortSignal?.any,
    g.URL?.parse,
  ];
  return present.some((feature) => typeof feature !== 'function');
}

export function pdfWorkerUrl(): string {
  return needsLegacyPdfjs() ? legacyWorkerUrl : modernWorkerUrl;
}

export function loadPdfEngine(): Promise<PdfEngine> {
  return needsLegacyPdfjs() ? import('./pdf-engine-legacy') : import('./pdf-engine-modern');
}
