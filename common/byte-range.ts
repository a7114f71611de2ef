/**
 * S3's reading of a `Range` header on GetObject and HeadObject (RFC 9110 byte ranges, one range
 * only). Two readers share it: the local cloud's S3 gate (infra/local/iam/s3-gate.ts), since s3rver
 * gets ranges wrong (it serves `bytes=-N` as the first N bytes, `bytes=0-0` as the whole object, and
 * answers malformed or multiple ranges with garbage instead of ignoring them), and the web app's
 * service worker, which answers the PDF reader's ranges from a kept copy exactly as S3 would.
 */
export type ByteRange =
  /** No Range header, or one S3 ignores (malformed, another unit, several ranges): the whole object, 200. */
  | { kind: 'whole' }
  /** 206 with `Content-Range: bytes start-end/size` (end inclusive). */
  | { kind: 'partial'; start: number; end: number }
  /** 416 InvalidRange with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function resolveByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.trim().replace(/\s+/g, ''));
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // Suffix range: the last N bytes (all of them when N is larger than the object).
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', start, end };
}
