import { describe, expect, it } from 'vitest';
import type { DocumentItem } from '@common/api-types';
import type { DocumentCategory } from '@common/documents';
import { newestOfCategory } from '@/lib/quick-downloads';

function doc(id: string, category: DocumentCategory | null, createdAt: string, hasFile = true): DocumentItem {
  return {
    id,
    session_id: 's1',
    title: id,
    description: null,
    type: 'pdf',
    size: 1024,
    category,
    downloads_count: 0,
    created_at: createdAt,
    updated_at: createdAt,
    has_file: hasFile,
    session: { id: 's1', title: 'Session', status: 'published', user_id: 'u1' },
  };
}

describe('newestOfCategory (Guide / Présentation buttons)', () => {
  const documents = [
    doc('old-guide', 'guide', '2025-01-01T10:00:00.000Z'),
    doc('slides', 'presentation', '2025-01-02T10:00:00.000Z'),
    doc('new-guide', 'guide', '2025-03-01T10:00:00.000Z'),
    doc('exercise', 'exercise', '2025-04-01T10:00:00.000Z'),
    doc('loose', null, '2025-05-01T10:00:00.000Z'),
  ];

  it('picks the newest document of the category, whatever the list order', () => {
    expect(newestOfCategory(documents, 'guide')?.id).toBe('new-guide');
    expect(newestOfCategory([...documents].reverse(), 'guide')?.id).toBe('new-guide');
    expect(newestOfCategory(documents, 'presentation')?.id).toBe('slides');
  });

  it('is null when the session has none (the button is then absent)', () => {
    expect(newestOfCategory(documents, 'other')).toBeNull();
    expect(newestOfCategory([], 'guide')).toBeNull();
  });

  it('skips documents without a file', () => {
    const withEmptyNewest = [...documents, doc('draft-guide', 'guide', '2025-06-01T10:00:00.000Z', false)];
    expect(newestOfCategory(withEmptyNewest, 'guide')?.id).toBe('new-guide');
  });
});
