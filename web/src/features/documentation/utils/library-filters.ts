import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@common/documents';

export type LibraryView = 'grid' | 'list';

/** What /documentation shows, as kept in its address (so a filtered view can be shared or reloaded). */
export interface LibraryFilters {
  /** As typed; trimmed only when sent. */
  search: string;
  category: DocumentCategory | null;
  sort: LibrarySort;
  view: LibraryView;
}

/**
 * The sorts offered, in menu order (the API's `sort` values). Kept free of the API client so
 * this module stays a pure rule the unit tests can load.
 */
export const LIBRARY_SORT_OPTIONS = [
  { value: 'oldest', label: 'Plus anciens' },
  { value: 'newest', label: 'Plus récents' },
  { value: 'title', label: 'Titre (A-Z)' },
  { value: 'downloads', label: 'Plus téléchargés' },
] as const;
export type LibrarySort = (typeof LIBRARY_SORT_OPTIONS)[number]['value'];
export const LIBRARY_SORTS: readonly LibrarySort[] = LIBRARY_SORT_OPTIONS.map((option) => option.value);

/** SPEC §9: oldest first by default on the public library. */
export const DEFAULT_LIBRARY_FILTERS: LibraryFilters = {
  search: '',
  category: null,
  sort: 'oldest',
  view: 'grid',
};

/** Query parameter names of /documentation. */
export const LIBRARY_PARAMS = { search: 'q', category: 'category', sort: 'sort', view: 'view' } as const;

function isCategory(value: string | null): value is DocumentCategory {
  return value !== null && (DOCUMENT_CATEGORIES as readonly string[]).includes(value);
}

function isSort(value: string | null): value is LibrarySort {
  return value !== null && (LIBRARY_SORTS as readonly string[]).includes(value);
}

/** Reads the filters from the address; unknown values fall back to the defaults. */
export function parseLibraryFilters(params: URLSearchParams): LibraryFilters {
  const category = params.get(LIBRARY_PARAMS.category);
  const sort = params.get(LIBRARY_PARAMS.sort);
  return {
    search: params.get(LIBRARY_PARAMS.search) ?? '',
    category: isCategory(category) ? category : null,
    sort: isSort(sort) ? sort : DEFAULT_LIBRARY_FILTERS.sort,
    view: params.get(LIBRARY_PARAMS.view) === 'list' ? 'list' : DEFAULT_LIBRARY_FILTERS.view,
  };
}

/**
 * Writes the filters into `base` (other parameters are kept); defaults are left out so the
 * plain address stays /documentation.
 */
export function withLibraryFilters(base: URLSearchParams, filters: LibraryFilters): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (name: string, value: string | null) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  set(LIBRARY_PARAMS.search, filters.search.trim() ? filters.search : null);
  set(LIBRARY_PARAMS.category, filters.category);
  set(LIBRARY_PARAMS.sort, filters.sort === DEFAULT_LIBRARY_FILTERS.sort ? null : filters.sort);
  set(LIBRARY_PARAMS.view, filters.view === DEFAULT_LIBRARY_FILTERS.view ? null : filters.view);
  return next;
}

/** A search or a category narrows the list (the sort and the view do not). */
export function isFiltered(filters: Pick<LibraryFilters, 'search' | 'category'>): boolean {
  return filters.search.trim() !== '' || filters.category !== null;
}
