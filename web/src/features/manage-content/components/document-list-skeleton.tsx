import { Skeleton } from '@/components/ui/skeleton';
import type { ViewMode } from '@/components/ui/view-toggle';

/** Card-shaped placeholders while a document list loads (same footprint as the cards). */
export function DocumentListSkeleton({ view = 'list', count = 4 }: { view?: ViewMode; count?: number }) {
  return (
    <div
      role="status"
      aria-label="Chargement des documents"
      className={view === 'grid' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'space-y-3'}
    >
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={`flex gap-4 rounded-xl border border-stone-200 bg-white p-4 ${view === 'grid' ? 'h-64 flex-col' : 'h-28 items-center'}`}
        >
          <Skeleton className="size-11 shrink-0 rounded-lg" />
          <div className="w-full space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
