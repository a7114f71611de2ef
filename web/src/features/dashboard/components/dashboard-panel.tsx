import type { ReactNode } from 'react';
import type { Page } from '@common/api-types';
import { LIMITS } from '@common/limits';
import { Skeleton } from '@/components/ui/skeleton';
import { type InfiniteList } from '@/hooks/use-infinite-list';

export function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-stone-100">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="flex gap-3 py-3">
          <Skeleton className="size-14 shrink-0 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function Panel({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The first few items of a recent list (its first page). */
export function recent<P extends Page<{ id: string }>>(list: InfiniteList<P>): P['items'][number][] {
  return list.items.slice(0, LIMITS.dashboardRecentItems);
}
