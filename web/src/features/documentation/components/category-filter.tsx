import { useId } from 'react';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '@common/documents';
import type { DocumentCategory } from '@common/documents';
import { formatNumber } from '@/lib/format';
import type { LibraryCounts } from './library-stats';

/** The category panel of /documentation (SPEC §2): 'Toutes' or one category, each with its count. */
export function CategoryFilter({
  value,
  counts,
  onChange,
}: {
  value: DocumentCategory | null;
  counts: LibraryCounts | null;
  onChange: (category: DocumentCategory | null) => void;
}) {
  const name = useId();
  const options: { value: DocumentCategory | null; label: string; count: number | null }[] = [
    { value: null, label: 'Toutes', count: counts?.total ?? null },
    ...DOCUMENT_CATEGORIES.map((category) => ({
      value: category,
      label: DOCUMENT_CATEGORY_LABELS[category],
      count: counts?.byCategory[category] ?? null,
    })),
  ];
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-stone-900">Catégorie</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.value ?? 'all'}
              className={`relative inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 sm:pointer-fine:min-h-9 ${
                checked
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-800'
              }`}
            >
              <input
                type="radio"
                name={`${name}-category`}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                checked={checked}
                onChange={() => onChange(option.value)}
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
  );
}
