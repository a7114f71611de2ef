import { formatNumber } from '@/lib/format';

export type ChangeTone = 'up' | 'down' | 'flat' | 'none';

export interface ChangeText {
  text: string;
  tone: ChangeTone;
}

/** Shown when the API has nothing to compare with (no activity in the 30 days before). */
export const NO_COMPARISON = 'Pas encore de comparaison';

/**
 * A stat card's 30-day change, from GET /api/dashboard/stats `changes` (percent, or null):
 * '+12 % sur 30 jours' (up), '-8 % sur 30 jours' (down), '0 % sur 30 jours' (flat).
 * The space before % is a no-break space so the figure never wraps away from its sign.
 */
export function formatChange(percent: number | null | undefined): ChangeText {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) {
    return { text: NO_COMPARISON, tone: 'none' };
  }
  const rounded = Math.round(percent);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '-' : '';
  const tone: ChangeTone = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  return { text: `${sign}${formatNumber(Math.abs(rounded))}\u00a0% sur 30 jours`, tone };
}
