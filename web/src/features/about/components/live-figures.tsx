import { useQuery } from '@tanstack/react-query';
import { platformStatsQuery } from '@/api/platform-stats';
import { liveFigures } from '@/features/about/content';

/**
 * The platform's own figures under the programme's reach, once GET /api/stats answers and counts a
 * cohort. Nothing while it loads, fails or counts none (the spec's claims stand alone): the
 * prerendered page and its hydration render nothing here either, so the two always agree.
 */
export function LiveFigures() {
  const stats = useQuery(platformStatsQuery());
  const text = stats.data ? liveFigures(stats.data) : null;
  if (!text) return null;
  return (
    <p
      data-testid="about-live-figures"
      className="mt-6 rounded-2xl bg-brand-50 px-4 py-3 font-semibold text-brand-900 ring-1 ring-brand-200"
    >
      {text}
    </p>
  );
}
