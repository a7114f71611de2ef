import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { padSeq, userSeqRange } from '../../lambdas/lib/keys';
import {
  distinctUsersNewestFirst,
  normalizeSearch,
  pageCount,
  pageSlice,
  sequenceWindow,
  suffixes,
} from '../../lambdas/users/search';

describe('e-mail suffixes', () => {
  it('lists each distinct suffix once, longest first', () => {
    expect(suffixes('ab@c')).toEqual(['ab@c', 'b@c', '@c', 'c']);
    expect(suffixes('')).toEqual([]);
  });

  it('counts characters by code point, not UTF-16 unit', () => {
    expect(suffixes('é😀')).toEqual(['é😀', '😀']);
  });

  it('an e-mail contains q exactly when one of its suffixes begins with q', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ minLength: 1, maxLength: 5 }), (email, query) => {
        expect(suffixes(email).some((s) => s.startsWith(query))).toBe(email.includes(query));
      }),
    );
  });

  it('normalizes searches: trimmed and lower-cased, blank means none', () => {
    expect(normalizeSearch('  Admin@Tremplin.TEST ')).toBe('admin@tremplin.test');
    expect(normalizeSearch('   ')).toBe('');
    expect(normalizeSearch(undefined)).toBe('');
  });

  it('keeps one entry per user, newest first', () => {
    const matches = [
      { id: 'a', seq: 1 },
      { id: 'b', seq: 7 },
      { id: 'a', seq: 1 },
      { id: 'c', seq: 3 },
    ];
    expect(distinctUsersNewestFirst(matches).map((m) => m.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('admin list pages', () => {
  it('has at least one page', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });

  it('shows the newest 50 sequence numbers first', () => {
    expect(sequenceWindow(120, 1, 50)).toEqual({ from: 71, to: 120 });
    expect(sequenceWindow(120, 2, 50)).toEqual({ from: 21, to: 70 });
    expect(sequenceWindow(120, 3, 50)).toEqual({ from: 1, to: 20 });
    expect(sequenceWindow(120, 4, 50)).toBeNull();
    expect(sequenceWindow(0, 1, 50)).toBeNull();
  });

  it('covers 1..top exactly once across the pages, newest first', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.integer({ min: 1, max: 60 }), (top, size) => {
        const seen: number[] = [];
        for (let page = 1; page <= pageCount(top, size); page++) {
          const window = sequenceWindow(top, page, size);
          if (!window) break;
          for (let seq = window.to; seq >= window.from; seq--) seen.push(seq);
        }
        expect(seen).toEqual(Array.from({ length: top }, (_, i) => top - i));
      }),
    );
  });

  it('bounds sequence numbers in index keys whatever the user id', () => {
    const range = userSeqRange(7, 9);
    for (const sk of [`${padSeq(7)}#a`, `${padSeq(9)}#ffff-zz`, `${padSeq(8)}#~~~`]) {
      expect(sk >= range.low && sk <= range.high).toBe(true);
    }
    for (const sk of [`${padSeq(6)}#~`, `${padSeq(10)}#0`]) {
      expect(sk >= range.low && sk <= range.high).toBe(false);
    }
  });

  it('slices a page of matches', () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    expect(pageSlice(items, 3, 50)).toEqual(items.slice(100));
  });
});
