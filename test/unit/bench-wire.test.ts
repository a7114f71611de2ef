import { describe, expect, it } from 'vitest';
import { regular3gMs, wireTable } from '../bench/lib/wire';

describe('the bench’s bytes on the wire', () => {
  it('prices bytes on Regular 3G: a round trip, then 700 kbit/s', () => {
    expect(regular3gMs(0)).toBe(300);
    // 87,500 bytes are 700,000 bits: one second at 700 kbit/s.
    expect(regular3gMs(87_500)).toBe(1300);
  });

  it('reports each read compressed against uncompressed, with what was saved and the function’s CPU', () => {
    const table = wireTable([
      {
        name: 'catalogue',
        path: '/api/sessions',
        status: 200,
        plainBytes: 13_072,
        compressedBytes: 2_483,
        encoding: 'br',
        compressMs: 0.15,
      },
      {
        name: 'catalogue page',
        path: '/sessions',
        status: 200,
        plainBytes: 40_960,
        compressedBytes: 8_192,
        encoding: 'br',
        compressMs: Number.NaN,
      },
    ]);
    expect(table).toContain('| catalogue | 12.8 KB | 2.42 KB (br) | 81.0 % | 449 ms | 328 ms | 0.150 ms |');
    expect(table).toContain('| catalogue page | 40.0 KB | 8.00 KB (br) | 80.0 % | 768 ms | 394 ms | edge |');
  });
});
