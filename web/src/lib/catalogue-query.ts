import { PARCOURS_MESSAGES } from '@common/messages/parcours';
import { tagKey } from '@common/search';
import { parseTagFilter, tagFilterParam } from '@common/tags';

/**
 * SPEC §9 public session sorts, in the menu's order: oldest (the default), newest, title A-Z; and the
 * programme's order (issue 28: its sessions by number, then the others).
 */
export const CATALOGUE_SORT_OPTIONS = [
  { value: 'oldest', label: 'Plus anciennes' },
  { value: 'newest', label: 'Plus récentes' },
  { value: 'title', label: 'Titre (A-Z)' },
  { value: 'programme', label: PARCOURS_MESSAGES.programmeOrder },
] as const;
export type CatalogueSort = (typeof CATALOGUE_SORT_OPTIONS)[number]['value'];
export const CATALOGUE_SORTS: readonly CatalogueSort[] = CATALOGUE_SORT_OPTIONS.map((option) => option.value);

/** What the /sessions address carries, so back/forward and shared links restore the filters. */
export interface CatalogueFilters {
  search: string;
  tags: string[];
  sort: CatalogueSort;
}

export const DEFAULT_FILTERS: CatalogueFilters = { search: '', tags: [], sort: 'oldest' };

function isSort(value: string | null): value is CatalogueSort {
  return (CATALOGUE_SORTS as readonly (string | null)[]).includes(value);
}

/** Reads ?search=&tags=a,b&sort= (unknown sorts fall back to the default). */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueFilters {
  const sort = params.get('sort');
  return {
    search: params.get('search') ?? '',
    tags: uniqueTags(parseTagFilter(params.get('tags') ?? '')),
    sort: isSort(sort) ? sort : DEFAULT_FILTERS.sort,
  };
}

/** The query string for some filters; defaults are left out to keep shared links short. */
export function catalogueQueryString(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  const tags = tagFilterParam(filters.tags);
  if (tags) params.set('tags', tags);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  return params;
}

/** Tags without duplicates, compared as the API compares them (case and accents ignored). */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tagKey(tag);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Adds a tag to the filter (a card's tag click); already there, nothing changes. */
export function addTag(tags: readonly string[], tag: string): string[] {
  return uniqueTags([...tags, tag]);
}

/** Selects or deselects a tag in the filter panel. */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  const key = tagKey(tag);
  return tags.some((t) => tagKey(t) === key) ? tags.filter((t) => tagKey(t) !== key) : [...tags, tag];
}

export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return filters.search.trim() !== '' || filters.tags.length > 0;
}

/** The address's parameters with `filters` in place of the old ones; others (?session=…) kept. */
export function withFilters(current: URLSearchParams, filters: CatalogueFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['search', 'tags', 'sort']) next.delete(key);
  for (const [key, value] of catalogueQueryString(filters)) next.set(key, value);
  return next;
}
