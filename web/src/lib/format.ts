import { formatDate, formatNumber, isPlural } from '@common/format';

export { formatDate, formatNumber } from '@common/format';

const SHORT_DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Short month: "3 sept. 2025". */
export function formatShortDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? SHORT_DATE.format(date) : '';
}

/** "12 juin 2025 à 14:05" (24-hour clock). */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? DATE_TIME.format(date) : '';
}

/**
 * 'Affichage de X sur Y sessions' under a list read page by page: X is what the list shows now
 * (the loaded pages), Y how many match the search and filters ('Charger plus' brings the rest).
 * Y is the latest page's count: an item withdrawn after an earlier page was read is still on
 * screen, so Y never reads below X ('Affichage de 23 sur 22' would be nonsense).
 */
export function showingCount(shown: number, matched: number, noun: string): string {
  return `Affichage de ${formatNumber(shown)} sur ${formatNumber(Math.max(shown, matched))} ${noun}`;
}

/** « 2 mars 2026 » for a day « 2026-03-02 » (a cohort's dates), whatever the phone's time zone. */
export function formatDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, 'UTC');
}

/** Today on the phone's calendar, « 2026-03-02 » (what a cohort's dates are compared with). */
export function localDay(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** « 2 mars 2026 – 15 juin 2026 ». */
export function formatDayRange(startsOn: string, endsOn: string): string {
  return `${formatDay(startsOn)} – ${formatDay(endsOn)}`;
}

/** "1 vue", "12 vues". */
export function pluralize(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${isPlural(count) ? plural : singular}`;
}
