import { describe, expect, it } from 'vitest';
import { documentStats } from '../../../web/src/features/manage-documents/utils/document-stats';

describe('dashboard document figures', () => {
  it('counts documents, sums downloads and counts per category (uncategorised apart)', () => {
    expect(
      documentStats([
        { category: 'guide', downloads_count: 3 },
        { category: 'guide', downloads_count: 0 },
        { category: 'presentation', downloads_count: 10 },
        { category: null, downloads_count: 1 },
        { category: 'other', downloads_count: 2 },
      ]),
    ).toEqual({
      count: 5,
      downloads: 16,
      byCategory: { presentation: 1, guide: 2, exercise: 0, other: 1, none: 1 },
    });
  });

  it('is all zeros for no documents', () => {
    expect(documentStats([])).toEqual({
      count: 0,
      downloads: 0,
      byCategory: { presentation: 0, guide: 0, exercise: 0, other: 0, none: 0 },
    });
  });
});
