import { Skeleton } from '@/components/ui/skeleton';
import type { LibraryView } from '@/features/documentation/utils/library-filters';

/** Holds a document card's place while the library loads (same outline, so nothing jumps). */
export function DocumentCardSkeleton({ view }: { view: LibraryView }) {
  if (view === 'list') {
    return (
      <div
        aria-hidden="true"
        className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      >
        <Skeleton className="size-11 shrink-0 rounded-lg" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-3/4" />
          <Skeleton className="h-3 w-1/3" />
        </div>
        <Skeleton className="hidden h-9 w-28 rounded-lg sm:block" />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between">
        <Skeleton className="size-10 rounded-lg" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-3 w-2/3" />
      <Skeleton className="h-3 w-1/2" />
      <div className="mt-auto space-y-3 border-t border-stone-100 pt-3">
        <Skeleton className="h-3 w-4/5" />
        <Skeleton className="h-9 w-32 rounded-lg" />
      </div>
    </div>
  );
}
