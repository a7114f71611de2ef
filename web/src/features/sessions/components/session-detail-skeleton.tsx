import { Skeleton } from '@/components/ui/skeleton';

/** The session page's shape while it loads: same blocks, same sizes, so nothing jumps. */
export function SessionDetailSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-6">
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div className="aspect-[2/1] max-h-[22rem] w-full animate-pulse bg-stone-200 sm:aspect-[21/9]" />
        <div className="flex flex-col gap-4 p-5 sm:p-8">
          <div className="flex gap-3">
            <Skeleton className="h-6 w-16 rounded-full" />
            <Skeleton className="h-6 w-20" />
          </div>
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-4 w-80 max-w-full" />
          <div className="space-y-2">
            <Skeleton className="h-4 w-full max-w-3xl" />
            <Skeleton className="h-4 w-full max-w-3xl" />
            <Skeleton className="h-4 w-2/3" />
          </div>
          <div className="flex gap-2">
            <Skeleton className="h-8 w-24 rounded-full" />
            <Skeleton className="h-8 w-28 rounded-full" />
            <Skeleton className="h-8 w-20 rounded-full" />
          </div>
        </div>
      </div>
      <SessionBodySkeleton />
    </div>
  );
}

/** The documents and share blocks' places (under the header, or under a preview of it). */
export function SessionBodySkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <Skeleton className="h-7 w-64 max-w-full" />
        <div className="flex gap-3">
          <Skeleton className="h-11 w-28 rounded-lg" />
          <Skeleton className="h-11 w-36 rounded-lg" />
        </div>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
      <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <Skeleton className="h-5 w-44" />
        <div className="flex gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="size-11 rounded-full" />
          ))}
          <Skeleton className="h-11 w-32 rounded-full" />
        </div>
      </div>
    </div>
  );
}
