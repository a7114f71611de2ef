import { describe, expect, it } from 'vitest';
import {
  addTag,
  catalogueQueryString,
  hasActiveFilters,
  parseCatalogueQuery,
  toggleTag,
  withFilters,
} from '@/lib/catalogue-query';
import { filterTitles } from '@/features/sessions/utils/filter-titles';

describe('catalogue filters in the address', () => {
  it('reads search, tags and sort, with oldest as the default sort', () => {
    expect(
      parseCatalogueQuery(new URLSearchParams('search=%C3%A9co&tags=Prix,%20%C3%89conomie,&sort=title')),
    ).toEqual({
      search: 'éco',
      tags: ['Prix', 'Économie'],
      sort: 'title',
    });
    expect(parseCatalogueQuery(new URLSearchParams('sort=popular'))).toEqual({
      search: '',
      tags: [],
      sort: 'oldest',
    });
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(catalogueQueryString({ search: '  ', tags: [], sort: 'oldest' }).toString()).toBe('');
    const filters = {
      search: 'pitch',
      tags: ['Investisseurs', "Modèle d'affaires"],
      sort: 'newest' as const,
    };
    expect(parseCatalogueQuery(catalogueQueryString(filters))).toEqual(filters);
  });

  it('keeps unrelated parameters such as ?session=', () => {
    const next = withFilters(new URLSearchParams('session=abc&search=old&sort=title'), {
      search: '',
      tags: ['Prix'],
      sort: 'oldest',
    });
    expect(next.get('session')).toBe('abc');
    expect(next.has('search')).toBe(false);
    expect(next.has('sort')).toBe(false);
    expect(next.get('tags')).toBe('Prix');
  });

  it('adds a tag once (compared without case or accents) and toggles it', () => {
    expect(addTag(['Économie'], 'economie')).toEqual(['Économie']);
    expect(addTag(['Prix'], 'Économie')).toEqual(['Prix', 'Économie']);
    expect(toggleTag(['Prix', 'Économie'], 'ÉCONOMIE')).toEqual(['Prix']);
    expect(toggleTag(['Prix'], 'MVP')).toEqual(['Prix', 'MVP']);
  });

  it('knows when filters are active', () => {
    expect(hasActiveFilters({ search: ' ', tags: [], sort: 'title' })).toBe(false);
    expect(hasActiveFilters({ search: '', tags: ['Prix'], sort: 'oldest' })).toBe(true);
  });
});

describe('filterTitles (session selector)', () => {
  const items = [
    { title: 'Stratégie de prix' },
    { title: "Modèle d'affaires" },
    { title: 'Stratégie de vente' },
  ];
  it('matches every typed word, ignoring case and accents', () => {
    expect(filterTitles(items, 'strategie PRIX').map((i) => i.title)).toEqual(['Stratégie de prix']);
    expect(filterTitles(items, 'modele')).toHaveLength(1);
    expect(filterTitles(items, '  ')).toHaveLength(3);
  });
});
