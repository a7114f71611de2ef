import { describe, expect, it } from 'vitest';
import { withDownloadCount } from '@/api/download-counts';

const doc = (id: string, downloads_count: number) => ({ id, title: id, downloads_count });

describe('a download shows in every cached list', () => {
  it('updates the document wherever it appears: lists, infinite pages, nested objects', () => {
    const infinite = {
      pages: [{ items: [doc('a', 1), doc('b', 5)] }, { items: [doc('c', 0)] }],
      pageParams: [null, 'x'],
    };
    const next = withDownloadCount(infinite, 'b', 6);
    expect(next.pages[0]?.items[1]?.downloads_count).toBe(6);
    expect(withDownloadCount([doc('b', 5), doc('c', 1)], 'b', 6)[0]?.downloads_count).toBe(6);
    expect(
      withDownloadCount({ session: { id: 's' }, documents: [doc('b', 2)] }, 'b', 3).documents[0]
        ?.downloads_count,
    ).toBe(3);
  });

  it('keeps every object that does not hold the document, so nothing else re-renders', () => {
    const infinite = { pages: [{ items: [doc('a', 1)] }, { items: [doc('c', 0)] }], pageParams: [null, 'x'] };
    expect(withDownloadCount(infinite, 'b', 6)).toBe(infinite);
    const mixed = { pages: [{ items: [doc('a', 1)] }, { items: [doc('b', 0)] }] };
    const next = withDownloadCount(mixed, 'b', 1);
    expect(next.pages[0]).toBe(mixed.pages[0]);
    expect(next.pages[1]).not.toBe(mixed.pages[1]);
  });

  it('leaves sessions and other records with the same id alone (they have no download count)', () => {
    const session = { id: 'b', title: 'Session', views: 3 };
    expect(withDownloadCount(session, 'b', 9)).toBe(session);
  });
});
