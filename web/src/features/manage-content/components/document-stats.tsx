import type { ReactNode } from 'react';
import type { DocumentTotals } from '@common/api-types';
import {
  BookIcon,
  ClipboardIcon,
  DownloadIcon,
  FileIcon,
  FolderIcon,
  PresentationIcon,
} from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';

function StatCard({
  label,
  value,
  icon,
  tone,
}: {
  label: string;
  value: number | null;
  icon: ReactNode;
  tone: string;
}) {
  return (
    // dt and dd sit right under the div (the only wrapper a <dl> allows); the grid places them.
    <div className="grid grid-cols-[auto_1fr] items-center rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:gap-x-3 sm:p-4">
      <dt className="contents">
        <span
          className={`row-span-2 hidden size-10 shrink-0 items-center justify-center rounded-lg sm:inline-flex ${tone}`}
          aria-hidden="true"
        >
          {icon}
        </span>
        <span className="col-start-2 min-w-0 text-xs font-medium text-stone-600">{label}</span>
      </dt>
      <dd className="col-start-2 min-w-0 text-xl font-bold text-stone-900 tabular-nums">
        {value === null ? <Skeleton className="mt-1 h-6 w-12" /> : formatNumber(value)}
      </dd>
    </div>
  );
}

/** The figures of /dashboard/documents (documents, downloads, per category), skeletons until known. */
export function StatsGrid({ stats }: { stats: DocumentTotals | null }) {
  const cards: { label: string; value: (s: DocumentTotals) => number; icon: ReactNode; tone: string }[] = [
    {
      label: 'Documents',
      value: (s) => s.documents,
      icon: <FolderIcon className="size-5" />,
      tone: 'bg-brand-100 text-brand-900',
    },
    {
      label: 'Téléchargements',
      value: (s) => s.downloads,
      icon: <DownloadIcon className="size-5" />,
      tone: 'bg-amber-100 text-amber-900',
    },
    {
      label: 'Présentations',
      value: (s) => s.byCategory.presentation,
      icon: <PresentationIcon className="size-5" />,
      tone: 'bg-sky-100 text-sky-900',
    },
    {
      label: 'Guides',
      value: (s) => s.byCategory.guide,
      icon: <BookIcon className="size-5" />,
      tone: 'bg-emerald-100 text-emerald-900',
    },
    {
      label: 'Exercices',
      value: (s) => s.byCategory.exercise,
      icon: <ClipboardIcon className="size-5" />,
      tone: 'bg-violet-100 text-violet-900',
    },
    {
      label: 'Autres',
      value: (s) => s.byCategory.other + s.byCategory.none,
      icon: <FileIcon className="size-5" />,
      tone: 'bg-stone-100 text-stone-800',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="document-stats">
      {cards.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          value={stats ? card.value(stats) : null}
          icon={card.icon}
          tone={card.tone}
        />
      ))}
    </dl>
  );
}
