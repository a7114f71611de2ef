/**
 * The PDF preview measure (issue 16): time from the click on "Aperçu" to the first page drawn, for
 * a 2 MB PDF over Regular 3G emulated by Chromium (CDP), with the reader's code downloaded at that
 * moment (a first opening) and already in the browser's cache (later openings). Pure: unit-tested.
 */
import { median } from './stats';
import { LIMITS, target, type TargetResult } from './targets';

/** Regular 3G as the issue states it: 300 ms round trip, 700 kbit/s down and up. */
export const REGULAR_3G_RTT_MS = 300;
export const REGULAR_3G_KBITS = 700;

/** Chromium's network emulation (CDP Network.emulateNetworkConditions): latency per request, bytes per second. */
export function emulatedNetwork(rttMs = REGULAR_3G_RTT_MS, kbits = REGULAR_3G_KBITS) {
  const bytesPerSecond = (kbits * 1000) / 8;
  return {
    offline: false,
    latency: rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  };
}

/** No emulation (CDP's "no throttling" values). */
export const UNTHROTTLED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

export interface PdfOpening {
  /** Click on "Aperçu" to the first page drawn (the reader's performance mark), ms; NaN if it never came. */
  firstPageMs: number;
  /** Range requests to the file and the bytes they brought, up to the first page. */
  rangeRequests: number;
  rangeBytes: number;
  /** Everything else fetched in that time (the reader's code, the preview link), bytes on the wire. */
  otherBytes: number;
  error?: string;
}

export interface PdfPreviewResult {
  fileBytes: number;
  pages: number;
  /** Code fetched with the opening: the HTTP cache emptied before each run. */
  firstOpening: PdfOpening[];
  /** The page reloaded (code in the HTTP cache), then the preview opened. */
  codeCached: PdfOpening[];
}

export function medianOpening(runs: readonly PdfOpening[]): number {
  const measured = runs.map((r) => r.firstPageMs).filter((ms) => Number.isFinite(ms));
  // One failed run makes the figure unknown, never better.
  return measured.length === runs.length ? median(measured) : Number.NaN;
}

export function pdfPreviewTargets(result: PdfPreviewResult): TargetResult[] {
  const what = `${(result.fileBytes / 1024 / 1024).toFixed(1)} MB PDF, ${result.pages} pages`;
  return [
    target({
      id: 'pdf.firstPage.cached',
      section: 'pdf',
      label: `PDF preview, first page on Regular 3G — reader's code in the browser cache (${what})`,
      measured: medianOpening(result.codeCached),
      comparator: '<=',
      limit: LIMITS.pdfFirstPage3gMs,
      unit: 'ms',
    }),
    target({
      id: 'pdf.firstPage.first-opening',
      section: 'pdf',
      label: `PDF preview, first page on Regular 3G — first opening, reader's code downloaded too (${what})`,
      measured: medianOpening(result.firstOpening),
      comparator: '<=',
      limit: LIMITS.pdfFirstPage3gMs,
      unit: 'ms',
    }),
  ];
}
