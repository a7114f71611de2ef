import { describe, expect, it } from 'vitest';
import { resolveByteRange } from '@common/byte-range';

describe('byte ranges as S3 reads them', () => {
  const size = 1000;

  it('serves a closed, an open and an overlong range in part, clamped to the object', () => {
    expect(resolveByteRange('bytes=0-99', size)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(resolveByteRange('bytes=0-0', size)).toEqual({ kind: 'partial', start: 0, end: 0 });
    expect(resolveByteRange('bytes=900-', size)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(resolveByteRange('bytes=500-5000', size)).toEqual({ kind: 'partial', start: 500, end: 999 });
  });

  it('serves a suffix range as the last bytes, all of them when it is longer than the object', () => {
    expect(resolveByteRange('bytes=-100', size)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(resolveByteRange('bytes=-5000', size)).toEqual({ kind: 'partial', start: 0, end: 999 });
  });

  it('refuses ranges that start past the end, empty suffixes and any range of an empty object', () => {
    expect(resolveByteRange('bytes=1000-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveByteRange('bytes=1000-2000', size)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveByteRange('bytes=-0', size)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveByteRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what S3 ignores: no header, malformed ranges, other units and several ranges', () => {
    for (const header of [undefined, 'bytes=abc', 'bytes=5-2', 'bytes=-', 'items=0-1', 'bytes=0-1,5-6'])
      expect(resolveByteRange(header, size)).toEqual({ kind: 'whole' });
  });
});
