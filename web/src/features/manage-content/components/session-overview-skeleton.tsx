import { Skeleton } from '@/components/ui/skeleton';

export function OverviewSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p className="sr-only" role="status">
        Chargement de la session…
      </p>
      <Skeleton className="h-9 w-2/3" />
      <div className="grid gap-6 rounded-2xl border border-stone-200 bg-white p-5 lg:grid-cols-[2fr_3fr]">
        <Skeleton className="aspect-[2/1] w-full" />
        <div className="space-y-3">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-16 w-full" />
        </div>
      </div>
      <Skeleton className="h-24 w-full rounded-xl" />
    </div>
  );
}
