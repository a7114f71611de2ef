import type { ComponentType, SVGProps } from 'react';
import { BookIcon, ClipboardIcon, FolderIcon, PresentationIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import type { LibraryPage } from '@common/api-types';

/** The library's figures: the total and the count per category, over every public document. */
export interface LibraryCounts {
  total: number;
  byCategory: LibraryPage['by_category'];
}

interface Stat {
  id: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  value: (counts: LibraryCounts) => number;
  tint: string;
}

const STATS: readonly Stat[] = [
  {
    id: 'total',
    label: 'Documents au total',
    Icon: FolderIcon,
    value: (c) => c.total,
    tint: 'bg-brand-100 text-brand-800',
  },
  {
    id: 'presentation',
    label: 'Présentations',
    Icon: PresentationIcon,
    value: (c) => c.byCategory.presentation,
    tint: 'bg-sky-100 text-sky-900',
  },
  {
    id: 'guide',
    label: 'Guides',
    Icon: BookIcon,
    value: (c) => c.byCategory.guide,
    tint: 'bg-emerald-100 text-emerald-900',
  },
  {
    id: 'exercise',
    label: 'Exercices',
    Icon: ClipboardIcon,
    value: (c) => c.byCategory.exercise,
    tint: 'bg-violet-100 text-violet-900',
  },
];

/** SPEC §2 /documentation: the total and the count per category, over every public document. */
export function LibraryStats({ counts }: { counts: LibraryCounts | null }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {STATS.map(({ id, label, Icon, value, tint }) => (
        // dt and dd sit right under the div (the only wrapper a <dl> allows); the grid places them.
        <div
          key={id}
          className="grid grid-cols-[auto_1fr] items-center rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:gap-x-3"
        >
          <dt className="contents">
            <span aria-hidden="true" className={`row-span-2 hidden rounded-xl p-2.5 sm:inline-flex ${tint}`}>
              <Icon className="size-6" />
            </span>
            <span className="col-start-2 row-start-2 min-w-0 text-sm text-stone-600">{label}</span>
          </dt>
          <dd
            className="col-start-2 row-start-1 min-w-0 text-2xl font-bold text-stone-900"
            data-testid={`library-count-${id}`}
          >
            {counts ? formatNumber(value(counts)) : <Skeleton className="my-1 h-6 w-10" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
