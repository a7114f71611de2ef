import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIBRARY_FILTERS,
  isFiltered,
  parseLibraryFilters,
  withLibraryFilters,
} from '@/features/documentation/utils/library-filters';

describe('the /documentation filters kept in the address', () => {
  it('defaults to everything, oldest first, as a grid', () => {
    expect(parseLibraryFilters(new URLSearchParams())).toEqual(DEFAULT_LIBRARY_FILTERS);
    expect(DEFAULT_LIBRARY_FILTERS.sort).toBe('oldest');
  });

  it('reads search, category, sort and view', () => {
    const filters = parseLibraryFilters(
      new URLSearchParams('q=économie&category=guide&sort=downloads&view=list'),
    );
    expect(filters).toEqual({ search: 'économie', category: 'guide', sort: 'downloads', view: 'list' });
  });

  it('ignores values it does not know', () => {
    const filters = parseLibraryFilters(new URLSearchParams('category=video&sort=random&view=cards'));
    expect(filters).toEqual(DEFAULT_LIBRARY_FILTERS);
  });

  it('leaves defaults and blank searches out of the address and keeps other parameters', () => {
    const base = new URLSearchParams('session=abc&q=old&category=guide');
    const next = withLibraryFilters(base, { ...DEFAULT_LIBRARY_FILTERS, search: '   ' });
    expect(next.toString()).toBe('session=abc');
    const filtered = withLibraryFilters(new URLSearchParams(), {
      search: 'pitch',
      category: 'presentation',
      sort: 'title',
      view: 'list',
    });
    expect(parseLibraryFilters(filtered)).toEqual({
      search: 'pitch',
      category: 'presentation',
      sort: 'title',
      view: 'list',
    });
  });

  it('counts a search or a category as filtering, not the sort or the view', () => {
    expect(isFiltered({ search: '', category: null })).toBe(false);
    expect(isFiltered({ search: '  ', category: null })).toBe(false);
    expect(isFiltered({ search: 'prix', category: null })).toBe(true);
    expect(isFiltered({ search: '', category: 'other' })).toBe(true);
  });
});
