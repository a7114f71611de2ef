import { useId, type ReactNode } from 'react';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  type DocumentCategory,
} from '../../../../../common/documents';
import { SearchField } from '../../../components/ui/search-field';
import type { DocumentSort } from '../../../api/library';

/** The dashboard lists' sorts (SPEC §2: newest, oldest, title, downloads), newest first by default. */
export const DASHBOARD_DOCUMENT_SORTS: readonly { value: DocumentSort; label: string }[] = [
  { value: 'newest', label: 'Plus récents' },
  { value: 'oldest', label: 'Plus anciens' },
  { value: 'title', label: 'Titre (A-Z)' },
  { value: 'downloads', label: 'Plus téléchargés' },
];

const SELECT =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none sm:text-sm';

function isCategory(value: string): value is DocumentCategory {
  return (DOCUMENT_CATEGORIES as readonly string[]).includes(value);
}

function isSort(value: string): value is DocumentSort {
  return DASHBOARD_DOCUMENT_SORTS.some((s) => s.value === value);
}

/** Search (the caller debounces it), category filter and sort of a dashboard document list. */
export function DocumentFilters({
  search,
  onSearchChange,
  category,
  onCategoryChange,
  sort,
  onSortChange,
  extra,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  category: DocumentCategory | null;
  onCategoryChange: (value: DocumentCategory | null) => void;
  sort: DocumentSort;
  onSortChange: (value: DocumentSort) => void;
  extra?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm lg:flex-row lg:items-end">
      <SearchField
        value={search}
        onChange={onSearchChange}
        label="Rechercher un document"
        placeholder="Rechercher un document…"
        className="lg:flex-1"
      />
      <div className="grid grid-cols-2 gap-3 lg:flex lg:items-end">
        <div>
          <label htmlFor={`${id}-category`} className="block text-xs font-medium text-stone-700">
            Catégorie
          </label>
          <select
            id={`${id}-category`}
            value={category ?? ''}
            onChange={(event) => onCategoryChange(isCategory(event.target.value) ? event.target.value : null)}
            className={`${SELECT} mt-1`}
          >
            <option value="">Toutes les catégories</option>
            {DOCUMENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {DOCUMENT_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className="block text-xs font-medium text-stone-700">
            Trier par
          </label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => {
              if (isSort(event.target.value)) onSortChange(event.target.value);
            }}
            className={`${SELECT} mt-1`}
          >
            {DASHBOARD_DOCUMENT_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {extra ? <div className="flex justify-end">{extra}</div> : null}
    </div>
  );
}
