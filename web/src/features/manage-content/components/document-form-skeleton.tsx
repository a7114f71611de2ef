import { Skeleton } from '@/components/ui/skeleton';

/** The document form's footprint while its session or document loads. */
export function DocumentFormSkeleton() {
  return (
    <div role="status" aria-label="Chargement" className="space-y-6">
      <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      </div>
      <div className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5">
        <Skeleton className="h-11" />
        <Skeleton className="h-24" />
        <Skeleton className="h-11" />
      </div>
    </div>
  );
}
