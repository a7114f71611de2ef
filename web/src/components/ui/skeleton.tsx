/** A grey pulsing block that holds the place of content while it loads (no layout shift). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded bg-stone-200 ${className}`} />;
}
