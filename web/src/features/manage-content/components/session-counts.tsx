import type { DashboardSessionPage } from '@common/api-types';
import { SESSION_STATUS_LABELS, SESSION_STATUSES } from '@common/session-status';
import { sessionStatusStyle } from '@/components/ui/status-badge';
import { formatNumber } from '@/lib/format';

/** The header tiles of /dashboard/sessions: every session the caller manages, then per status. */
export function SessionCounts({ totals }: { totals: DashboardSessionPage['totals'] | null }) {
  const tiles: { key: string; label: string; value: number | null; accent: string }[] = [
    { key: 'total', label: 'Total', value: totals?.all ?? null, accent: 'bg-brand-700' },
    ...SESSION_STATUSES.map((s) => ({
      key: s,
      label: SESSION_STATUS_LABELS[s],
      value: totals?.[s] ?? null,
      accent: sessionStatusStyle(s).dot,
    })),
  ];
  return (
    <section aria-labelledby="session-counts">
      <h2 id="session-counts" className="sr-only">
        Répartition des sessions
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="session-counts">
        {tiles.map((tile) => (
          <div
            key={tile.key}
            data-count={tile.key}
            className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
          >
            <dt className="flex items-center gap-2 text-sm font-medium text-stone-700">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${tile.accent}`} />
              {tile.label}
            </dt>
            <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
              {tile.value !== null ? formatNumber(tile.value) : <span className="text-stone-300">—</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
