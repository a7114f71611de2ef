import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';

/** One figure of the shared catalogue's hero (on its dark background). */
export function CatalogueTotal({
  label,
  value,
  loading,
}: {
  label: string;
  value: number;
  loading: boolean;
}) {
  return (
    <div className="rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
      <dt className="text-sm text-brand-100">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-white sm:text-3xl">
        {loading ? <Skeleton className="h-8 w-16 bg-white/20" /> : formatNumber(value)}
      </dd>
    </div>
  );
}
