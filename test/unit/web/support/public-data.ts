import type { CatalogPage, DocumentItem, LibraryPage, Session } from '@common/api-types';

/** A published session as the API answers it. */
export function publishedSession(id: string, overrides: Partial<Session> = {}): Session {
  return {
    id,
    title: `Session ${id}`,
    description: null,
    status: 'published',
    image_url: null,
    tags: [],
    user_id: 'editor-1',
    views_count: 0,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A document of a published session, with a file. */
export function publicDocument(id: string, overrides: Partial<DocumentItem> = {}): DocumentItem {
  return {
    id,
    session_id: 's1',
    title: `Document ${id}`,
    description: null,
    type: 'pdf',
    size: 2048,
    category: 'guide',
    downloads_count: 0,
    created_at: '2026-01-06T10:00:00.000Z',
    updated_at: '2026-01-06T10:00:00.000Z',
    has_file: true,
    session: { id: 's1', title: 'Session s1', status: 'published', user_id: 'editor-1' },
    ...overrides,
  };
}

export function catalogPage(
  items: Session[],
  { total = items.length, matched = items.length, next_cursor = null as string | null } = {},
): CatalogPage {
  return { items, total, matched, next_cursor };
}

export function libraryPage(
  items: DocumentItem[],
  { total = items.length, matched = items.length, next_cursor = null as string | null } = {},
): LibraryPage {
  return {
    items,
    total,
    matched,
    next_cursor,
    by_category: { presentation: 0, guide: total, exercise: 0, other: 0 },
  };
}
