import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../../common/api-types';
import {
  countByStatus,
  isOtherEditorSession,
  loadedCount,
  withoutSession,
} from '../../../../../web/src/features/manage-sessions/utils/session-list';

function session(id: string, status: Session['status'], userId = 'me'): Session {
  return {
    id,
    title: id,
    description: null,
    status,
    image_url: null,
    tags: [],
    user_id: userId,
    views_count: 0,
    created_at: '2025-06-10T10:00:00.000Z',
    updated_at: '2025-06-10T10:00:00.000Z',
  };
}

describe('session management list', () => {
  it('counts the sessions per status', () => {
    expect(
      countByStatus([session('a', 'draft'), session('b', 'published'), session('c', 'published')]),
    ).toEqual({ total: 3, draft: 1, review: 0, published: 2 });
    expect(countByStatus([])).toEqual({ total: 0, draft: 0, review: 0, published: 0 });
  });

  it("flags sessions owned by someone else as 'Autre éditeur'", () => {
    expect(isOtherEditorSession(session('a', 'draft', 'other'), 'me')).toBe(true);
    expect(isOtherEditorSession(session('a', 'draft', 'me'), 'me')).toBe(false);
    expect(isOtherEditorSession(session('a', 'draft', 'other'), null)).toBe(false);
  });

  it('marks counts of a partly loaded list with a plus', () => {
    expect(loadedCount(24, true)).toBe('24+');
    expect(loadedCount(3, false)).toBe('3');
  });

  it('drops a deleted session from the items and the matched count', () => {
    const page = { items: [session('a', 'draft'), session('b', 'draft')], matched: 5 };
    expect(withoutSession(page, 'a')).toEqual({ items: [page.items[1]], matched: 4 });
    expect(withoutSession({ ...page, matched: null }, 'zz').matched).toBeNull();
    expect(withoutSession(page, 'zz').matched).toBe(5);
  });
});
