import { describe, expect, it } from 'vitest';
import type { Session } from '@common/api-types';
import {
  isOtherEditorSession,
  loadedCount,
  withoutSession,
} from '@/features/manage-content/utils/session-list';

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
  it("flags sessions owned by someone else as 'Autre éditeur'", () => {
    expect(isOtherEditorSession(session('a', 'draft', 'other'), 'me')).toBe(true);
    expect(isOtherEditorSession(session('a', 'draft', 'me'), 'me')).toBe(false);
    expect(isOtherEditorSession(session('a', 'draft', 'other'), null)).toBe(false);
  });

  it('marks counts of a partly loaded list with a plus', () => {
    expect(loadedCount(24, true)).toBe('24+');
    expect(loadedCount(3, false)).toBe('3');
  });

  it('drops a deleted session from its page, and from the matched count and totals of every page', () => {
    const totals = { all: 9, draft: 4, review: 2, published: 3 };
    const first = { items: [session('a', 'draft'), session('b', 'review')], matched: 5, totals };
    const second = { items: [session('c', 'draft')], matched: 5, totals };
    const fewer = { matched: 4, totals: { all: 8, draft: 4, review: 1, published: 3 } };
    expect(withoutSession([first, second], 'b')).toEqual([
      { items: [first.items[0]], ...fewer },
      { items: second.items, ...fewer },
    ]);
    expect(withoutSession([{ ...first, matched: null, totals: null }], 'a')).toMatchObject([
      { matched: null, totals: null },
    ]);
    const pages = [first, second];
    expect(withoutSession(pages, 'zz')).toBe(pages);
  });
});
