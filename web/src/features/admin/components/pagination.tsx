import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { isPageInRange, pageWindow } from '@/features/admin/utils/page-window';

const PAGE_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / up to five page numbers around the current page / next (SPEC §9). */
export function Pagination({
  page,
  pages,
  onChange,
  label,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (pages <= 1) return null;
  const go = (target: number) => {
    // SPEC §5: changes outside 1..last page are ignored.
    if (isPageInRange(target, pages) && target !== page) onChange(target);
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        className={`${PAGE_BUTTON} border-stone-300 bg-white text-stone-800 hover:bg-stone-100`}
      >
        <ChevronLeftIcon className="size-4" />
        Précédent
      </button>
      {pageWindow(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          onClick={() => go(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          className={`${PAGE_BUTTON} ${
            number === page
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
          }`}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        onClick={() => go(page + 1)}
        disabled={page >= pages}
        className={`${PAGE_BUTTON} border-stone-300 bg-white text-stone-800 hover:bg-stone-100`}
      >
        Suivant
        <ChevronRightIcon className="size-4" />
      </button>
    </nav>
  );
}
