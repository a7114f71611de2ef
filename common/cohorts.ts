/**
 * Cohorts (issue 30): a manager takes a group of startups through the programme's sessions, each on a
 * planned date. The limits and the pure rules both the dashboard and the API apply.
 */

export const COHORT_LIMITS = {
  nameMaxLength: 120,
  organisationMaxLength: 120,
  descriptionMaxLength: 2000,
  /** A session's place ("Salle 2, Technopark Casablanca") or online link. */
  placeMaxLength: 200,
  linkMaxLength: 500,
  /** The programme's 14 sessions, with room for extra ones a cohort adds. */
  programmeMaxSessions: 30,
  /** Co-managers beside the one who created it. */
  coManagersMax: 10,
  cohortsPageSize: 20,
} as const;

/** « 2026-03-02 »: a day, as the forms' date fields and the API write it. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day in ISO form (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A new cohort's default schedule: `count` sessions spread evenly from its first day to its last,
 * the first on the start date and the last on the end date (one session: the start date).
 */
export function spreadDates(startsOn: string, endsOn: string, count: number): string[] {
  if (count <= 0) return [];
  const span = Math.max(
    0,
    Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / 86_400_000),
  );
  if (count === 1) return [startsOn];
  return Array.from({ length: count }, (_, i) => addDays(startsOn, Math.round((span * i) / (count - 1))));
}

/** An e-mail address as cohorts compare them: trimmed, lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
