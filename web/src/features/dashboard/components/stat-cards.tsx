import { MESSAGES } from '@common/messages';
import { type UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, SVGProps } from 'react';
import type { DashboardStats } from '@common/api-types';
import { CheckIcon, DownloadIcon, EyeIcon, FileIcon, FolderIcon, UsersIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { formatNumber } from '@/lib/format';
import { formatChange, type ChangeTone } from '@/features/dashboard/utils/stat-change';

/** The six stat cards of the dashboard home (SPEC §2), each with its 30-day change. */
type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface Card {
  label: string;
  value: (stats: DashboardStats) => number;
  /** The 30-day change; none for published sessions (the API does not track it). */
  change?: (stats: DashboardStats) => number | null;
  note?: string;
  icon: Icon;
}

/** SPEC §2: the six cards, in the spec's order and words. */
const CARDS: readonly Card[] = [
  { label: 'Total Sessions', value: (s) => s.sessions, change: (s) => s.changes.sessions, icon: FolderIcon },
  {
    label: 'Published Sessions',
    value: (s) => s.publishedSessions,
    note: 'Visibles dans le catalogue public',
    icon: CheckIcon,
  },
  { label: 'Total Documents', value: (s) => s.documents, change: (s) => s.changes.documents, icon: FileIcon },
  {
    label: 'My Downloads',
    value: (s) => s.downloads,
    change: (s) => s.changes.downloads,
    icon: DownloadIcon,
  },
  { label: 'Total Views', value: (s) => s.totalViews, change: (s) => s.changes.totalViews, icon: EyeIcon },
  {
    label: 'Global Downloads',
    value: (s) => s.globalDownloads,
    change: (s) => s.changes.globalDownloads,
    icon: UsersIcon,
  },
];

const TONE_CLASSES: Record<ChangeTone, string> = {
  up: 'text-emerald-800',
  down: 'text-red-800',
  flat: 'text-stone-600',
  none: 'text-stone-600',
};

/** The figures, or their load failure once no retry is under way (a failed refresh keeps them). */
export function statsFailed(stats: UseQueryResult<DashboardStats>): boolean {
  return stats.data === undefined && stats.isError && !stats.isFetching;
}

export function StatCards({ stats }: { stats: UseQueryResult<DashboardStats> }) {
  if (statsFailed(stats))
    return <ErrorBanner onRetry={() => void stats.refetch()}>{MESSAGES.failedToLoadData}</ErrorBanner>;
  const data = stats.data;
  return (
    <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
      {CARDS.map((card) => {
        const labelId = `stat-${card.label.replace(/\s+/g, '-').toLowerCase()}`;
        const change = data && card.change ? formatChange(card.change(data)) : null;
        return (
          // Named groups, not list items: each card is read as "Total Sessions, 12, …".
          <div
            key={card.label}
            role="group"
            aria-labelledby={labelId}
            className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <p id={labelId} className="text-sm font-medium text-stone-600">
                {card.label}
              </p>
              <card.icon className="size-5 text-brand-700" />
            </div>
            {data ? (
              <p className="mt-2 text-3xl font-bold text-stone-900" data-stat-value>
                {formatNumber(card.value(data))}
              </p>
            ) : (
              <Skeleton className="mt-2 h-9 w-16" />
            )}
            {data ? (
              <p className={`mt-1 text-sm ${change ? TONE_CLASSES[change.tone] : 'text-stone-600'}`}>
                {change ? change.text : card.note}
              </p>
            ) : (
              <Skeleton className="mt-2 h-4 w-32" />
            )}
          </div>
        );
      })}
    </div>
  );
}
