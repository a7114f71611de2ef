/**
 * French numbers and dates (SPEC §9) as the web app shows them, shared with the page handlers that
 * fill its prerendered markup (lambdas/pages/catalogue-preview.ts): the app adopts that markup only
 * if its own first render spells every figure and date the same way.
 */
const NUMBER = new Intl.NumberFormat('fr-FR');

const DATE_OPTIONS = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const DATES = new Map<string, Intl.DateTimeFormat>();

/**
 * The time zone of dates in a first screen filled by the server, and of the app's first render
 * that adopts it (the server cannot know the visitor's); the app then shows them in the browser's.
 */
export const FIRST_SCREEN_TIME_ZONE = 'UTC';

export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** "12 juin 2025" (fr-FR), in the browser's time zone unless one is given. */
export function formatDate(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const key = timeZone ?? '';
  let format = DATES.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', timeZone ? { ...DATE_OPTIONS, timeZone } : DATE_OPTIONS);
    DATES.set(key, format);
  }
  return format.format(date);
}

/** French plural: 0 and 1 take the singular ("0 vue", "1 vue", "2 vues"). */
export function isPlural(count: number): boolean {
  return count > 1;
}
