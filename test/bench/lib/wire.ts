/**
 * Bytes on the wire of the main reads, compressed (what a phone asking `Accept-Encoding: br, gzip`
 * receives) against uncompressed, and the time those bytes take on Regular 3G: the round trip plus
 * the body at the link's throughput. Pure: unit-tested.
 */
import { REGULAR_3G_KBITS, REGULAR_3G_RTT_MS } from './pdf-preview';
import { fmt, markdownTable } from './report';

export interface WireRead {
  /** What the read is, e.g. "catalogue (GET /api/sessions)". */
  name: string;
  path: string;
  status: number;
  /** Body bytes as sent without Accept-Encoding, and to `br, gzip`, with the encoding used. */
  plainBytes: number;
  compressedBytes: number;
  encoding: string | null;
  /** CPU the function spends compressing the answer, ms (median; br quality 5, as deployed). */
  compressMs: number;
}

/** Milliseconds a body of this size takes on Regular 3G: one round trip, then the bytes at 700 kbit/s. */
export function regular3gMs(bytes: number, rttMs = REGULAR_3G_RTT_MS, kbits = REGULAR_3G_KBITS): number {
  return rttMs + (bytes * 8) / kbits;
}

export function wireTable(reads: readonly WireRead[]): string {
  return markdownTable({
    head: [
      'read',
      'uncompressed',
      'compressed',
      'saved',
      'Regular 3G uncompressed',
      'Regular 3G compressed',
      'function CPU to compress',
    ],
    rows: reads.map((read) => [
      read.name,
      fmt(read.plainBytes / 1024, 'KB'),
      `${fmt(read.compressedBytes / 1024, 'KB')} (${read.encoding ?? 'none'})`,
      `${fmt(100 * (1 - read.compressedBytes / read.plainBytes), '%')}`,
      fmt(regular3gMs(read.plainBytes), 'ms'),
      fmt(regular3gMs(read.compressedBytes), 'ms'),
      Number.isFinite(read.compressMs) ? fmt(read.compressMs, 'ms') : 'edge',
    ]),
  });
}
