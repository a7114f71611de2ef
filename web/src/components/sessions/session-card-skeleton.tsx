/**
 * Placeholder card while a catalogue loads (hidden from assistive technology): the catalogue's
 * cards (/sessions, shared sessions) and, with `actions`, the home page's, whose cards end with a
 * row of buttons — the same size as the card it stands for, so nothing moves when it arrives.
 */
export function SessionCardSkeleton({ actions = false }: { actions?: boolean }) {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className={`aspect-[2/1] animate-pulse bg-stone-200 ${actions ? '' : 'sm:aspect-[16/9]'}`} />
      <div className="space-y-3 p-5">
        <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-3 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-3 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-3 w-2/3 animate-pulse rounded bg-stone-100" />
        <div className="flex gap-2 pt-2">
          <div className="h-5 w-16 animate-pulse rounded-full bg-stone-100" />
          <div className="h-5 w-20 animate-pulse rounded-full bg-stone-100" />
        </div>
        {actions ? (
          <div className="flex gap-2 border-t border-stone-100 pt-4">
            <div className="h-9 w-32 animate-pulse rounded-lg bg-stone-100" />
            <div className="h-9 w-32 animate-pulse rounded-lg bg-stone-100" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
