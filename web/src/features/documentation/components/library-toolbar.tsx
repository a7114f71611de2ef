import { useId } from 'react';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '../../../../../common/documents';
import type { DocumentCategory } from '../../../../../common/documents';
import { SearchField } from '../../../components/ui/search-field';
import { ChevronDownIcon, FilterIcon } from '../../../components/ui/icons';
import { ViewToggle } from '../../../components/ui/view-toggle';
import { formatNumber } from '../../../lib/format';
import type { LibraryCounts } from './library-stats';
import { LIBRARY_SORTS, type LibraryFilters, type LibrarySort } from '../utils/library-filters';

const SORT_LABELS: Record<LibrarySort, string> = {
  oldest: 'Plus anciens',
  newest: 'Plus récents',
  title: 'Titre (A-Z)',
  downloads: 'Plus téléchargés',
};

/**
 * Search, filters button (with its 'Filtré' badge), sort and grid/list switch, then the
 * category panel the button opens (SPEC §2 /documentation).
 */
export function LibraryToolbar({
  searchInput,
  onSearchChange,
  filters,
  counts,
  panelOpen,
  onTogglePanel,
  onCategoryChange,
  onSortChange,
  onViewChange,
}: {
  searchInput: string;
  onSearchChange: (value: string) => void;
  filters: LibraryFilters;
  counts: LibraryCounts | null;
  panelOpen: boolean;
  onTogglePanel: () => void;
  onCategoryChange: (category: DocumentCategory | null) => void;
  onSortChange: (sort: LibrarySort) => void;
  onViewChange: (view: LibraryFilters['view']) => void;
}) {
  const panelId = useId();
  const sortId = useId();
  const options: { value: DocumentCategory | null; label: string; count: number | null }[] = [
    { value: null, label: 'Toutes', count: counts?.total ?? null },
    ...DOCUMENT_CATEGORIES.map((category) => ({
      value: category,
      label: DOCUMENT_CATEGORY_LABELS[category],
      count: counts?.byCategory[category] ?? null,
    })),
  ];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchField
          value={searchInput}
          onChange={onSearchChange}
          label="Rechercher un document"
          placeholder="Titre, description ou session…"
          className="lg:flex-1"
        />
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={onTogglePanel}
            className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold shadow-sm ${
              panelOpen
                ? 'border-brand-700 bg-brand-50 text-brand-900'
                : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
            }`}
          >
            <FilterIcon className="size-4" />
            Filtres
            {filters.category ? (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                Filtré
              </span>
            ) : null}
            <ChevronDownIcon className={`size-4 transition-transform ${panelOpen ? 'rotate-180' : ''}`} />
          </button>
          <div className="order-last flex w-full items-center gap-2 sm:order-none sm:w-auto">
            <label htmlFor={sortId} className="shrink-0 text-sm font-medium text-stone-700">
              Trier par
            </label>
            <select
              id={sortId}
              value={filters.sort}
              onChange={(event) => onSortChange(event.target.value as LibrarySort)}
              className="min-h-11 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm"
            >
              {LIBRARY_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          <div className="ml-auto sm:ml-0">
            <ViewToggle value={filters.view} onChange={onViewChange} />
          </div>
        </div>
      </div>
      <div
        id={panelId}
        hidden={!panelOpen}
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      >
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-stone-900">Catégorie</legend>
          <div className="flex flex-wrap gap-2">
            {options.map((option) => {
              const checked = filters.category === option.value;
              return (
                <label
                  key={option.value ?? 'all'}
                  className={`relative inline-flex min-h-11 cursor-pointer sm:pointer-fine:min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                    checked
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-800'
                  }`}
                >
                  <input
                    type="radio"
                    name={`${panelId}-category`}
                    className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                    checked={checked}
                    onChange={() => onCategoryChange(option.value)}
                  />
                  {option.label}
                  {option.count !== null ? (
                    <span className={checked ? 'text-white/80' : 'text-stone-500'}>
                      ({formatNumber(option.count)})
                    </span>
                  ) : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
