/** Placeholder card while the catalogue loads (hidden from assistive technology). */
export function SessionCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="aspect-[2/1] animate-pulse bg-stone-200 sm:aspect-[16/9]" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-3 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-3 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-3 w-2/3 animate-pulse rounded bg-stone-100" />
        <div className="flex gap-2 pt-2">
          <div className="h-5 w-16 animate-pulse rounded-full bg-stone-100" />
          <div className="h-5 w-20 animate-pulse rounded-full bg-stone-100" />
        </div>
      </div>
    </div>
  );
}
