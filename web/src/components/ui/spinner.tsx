const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

/** Loading indicator, announced to assistive technology as "Chargement". */
export function Spinner({
  size = 'md',
  label = 'Chargement',
}: {
  size?: keyof typeof SIZES;
  label?: string;
}) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <span
        aria-hidden="true"
        className={`${SIZES[size]} animate-spin rounded-full border-brand-200 border-t-brand-700`}
      />
    </span>
  );
}
