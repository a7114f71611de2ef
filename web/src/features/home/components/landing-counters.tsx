import { useQuery } from '@tanstack/react-query';
import { LANDING_COUNTER_FALLBACKS } from '@common/limits';
import { formatNumber } from '@/lib/format';
import { platformStatsQuery } from '@/api/platform-stats';
import { useCountUp } from '@/features/home/hooks/use-count-up';
import { counterTarget } from '@/features/home/utils/count-up';

function Counter({ target, label, testId }: { target: number | null; label: string; testId: string }) {
  const value = useCountUp(target);
  return (
    <div className="rounded-2xl border border-white/10 bg-white/5 px-5 py-4">
      <dt className="text-sm text-brand-100">{label}</dt>
      {/* Fixed height and tabular figures: the rising number never moves the layout. */}
      <dd className="mt-1 flex h-10 items-center text-3xl font-bold text-amber-300 tabular-nums sm:text-4xl">
        {value === null ? (
          <span aria-hidden="true" className="block h-8 w-24 animate-pulse rounded bg-white/15" />
        ) : (
          <span data-testid={testId}>{formatNumber(value)}+</span>
        )}
      </dd>
    </div>
  );
}

/**
 * SPEC §1: managers and documents used, counting up, each followed by '+': the real figures
 * from GET /api/stats, or the spec's fallbacks (103, 4296) when the call fails or has nothing
 * counted yet.
 */
export function LandingCounters() {
  const stats = useQuery(platformStatsQuery());
  // The landing page must still say something when the figures cannot be read.
  const counters = stats.data
    ? {
        managers: counterTarget(stats.data.usersCount, LANDING_COUNTER_FALLBACKS.managers),
        documents: counterTarget(stats.data.downloadsCount, LANDING_COUNTER_FALLBACKS.documents),
      }
    : stats.isError
      ? LANDING_COUNTER_FALLBACKS
      : null;
  return (
    <dl className="grid grid-cols-2 gap-3" aria-label="La communauté en chiffres">
      <Counter
        target={counters?.managers ?? null}
        label="Responsables d'incubation"
        testId="counter-managers"
      />
      <Counter target={counters?.documents ?? null} label="Documents utilisés" testId="counter-documents" />
    </dl>
  );
}
