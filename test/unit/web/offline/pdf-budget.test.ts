import { describe, expect, it } from 'vitest';
import { evictionsFor, mayKeep, parseIndex, touched, withKept, type KeptPdf } from '@/lib/offline/pdf-budget';

const MB = 1024 * 1024;
const limits = { maxBytes: 10 * MB, maxFileBytes: 4 * MB };
const file = (key: string, bytes: number, usedAt: number): KeptPdf => ({
  key,
  documentId: `doc-${key}`,
  owner: 'user-1',
  bytes,
  usedAt,
});

describe('the kept PDFs’ byte budget', () => {
  const kept = [file('a', 3 * MB, 300), file('b', 3 * MB, 100), file('c', 3 * MB, 200)];

  it('lets nothing go while the new file fits', () => {
    expect(evictionsFor(kept, 'd', 1 * MB, limits)).toEqual([]);
  });

  it('lets the least recently used go first, and only as many as needed', () => {
    // 9 MB kept + 2 MB: one 3 MB file must go, the one read longest ago.
    expect(evictionsFor(kept, 'd', 2 * MB, limits)).toEqual(['b']);
    // + 5 MB: two must go, oldest first.
    expect(evictionsFor(kept, 'd', 5 * MB, limits)).toEqual(['b', 'c']);
  });

  it('counts by bytes, not files: one large file weighs as much as many small ones', () => {
    const small = Array.from({ length: 8 }, (_, i) => file(`s${i}`, MB / 2, i));
    expect(evictionsFor([...small, file('big', 4 * MB, 100)], 'new', 3 * MB, limits)).toEqual(['s0', 's1']);
  });

  it('does not count the file it replaces', () => {
    expect(evictionsFor(kept, 'a', 3 * MB, limits)).toEqual([]);
  });

  it('refuses files over the per-file limit, empty ones and unknown sizes', () => {
    expect(mayKeep(4 * MB, limits)).toBe(true);
    expect(mayKeep(4 * MB + 1, limits)).toBe(false);
    expect(mayKeep(0, limits)).toBe(false);
    expect(mayKeep(Number.NaN, limits)).toBe(false);
  });

  it('keeps the index in step: the new file in, the evicted out, a read moves a file back', () => {
    const after = withKept(kept, file('d', 2 * MB, 400), ['b']);
    expect(after.map((f) => f.key).sort()).toEqual(['a', 'c', 'd']);
    expect(withKept(kept, null, ['a', 'c']).map((f) => f.key)).toEqual(['b']);
    const read = touched(after, 'c', 500);
    expect(evictionsFor(read, 'e', 4 * MB, limits)).toEqual(['a']);
  });

  it('reads a stored index, dropping what it cannot use', () => {
    expect(parseIndex(null)).toEqual([]);
    expect(parseIndex({ files: 'no' })).toEqual([]);
    expect(parseIndex({ files: [file('a', 1, 2), { key: 'b' }, null] })).toEqual([file('a', 1, 2)]);
    // An older version's entry, kept for nobody in particular, is never answered to anyone.
    const { owner: _owner, ...unowned } = file('c', 1, 2);
    expect(parseIndex({ files: [unowned, { ...unowned, owner: '' }] })).toEqual([]);
  });
});
