import { describe, expect, it } from 'vitest';
import { sharedTotals } from '../../../web/src/features/shared-sessions/utils/shared-sessions';

const doc = (id: string, category: 'guide' | 'presentation' | null, created_at: string, downloads = 0) => ({
  id,
  category,
  created_at,
  has_file: true,
  downloads_count: downloads,
});

const sessions = [
  {
    id: 'a',
    views_count: 10,
    downloads_count: 7,
    documents: [
      doc('a1', 'guide', '2025-01-02T00:00:00Z', 5),
      doc('a2', 'presentation', '2025-01-01T00:00:00Z', 2),
    ],
  },
  { id: 'b', views_count: 3, downloads_count: 0, documents: [] },
];

describe('sharedTotals', () => {
  it('adds sessions, documents, views and downloads of the loaded sessions', () => {
    expect(sharedTotals(sessions)).toEqual({ sessions: 2, documents: 2, views: 13, downloads: 7 });
    expect(sharedTotals([])).toEqual({ sessions: 0, documents: 0, views: 0, downloads: 0 });
  });
});
