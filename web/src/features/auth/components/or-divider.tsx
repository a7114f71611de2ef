export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-stone-500 uppercase">
      <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
      ou
      <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
    </div>
  );
}
