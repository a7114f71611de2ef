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
  /** "Inviter des participants": addresses pasted or read from a CSV at once. */
  invitationsPerRequest: 200,
  /** An invitation's link works this long after it was (re)sent. */
  invitationLifetimeDays: 14,
  invitationsPageSize: 50,
  /** The cohort's participants on its page, 'Charger plus' for more. */
  participantsPageSize: 50,
  /** The grid's rows per page ('Charger plus'); the CSV holds them all. */
  progressPageSize: 50,
  /** A participant's name and startup, as a CSV row gives them. */
  inviteeNameMaxLength: 120,
  inviteeStartupMaxLength: 120,
  /** The startups one mentor follows (issue 30, point 2: "Mentor"). */
  mentoredStartupsMax: 20,
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

/** One person to invite, as pasted or read from a CSV row (e-mail, nom complet, startup). */
export interface Invitee {
  email: string;
  full_name: string | null;
  startup: string | null;
}

const HEADER_CELLS = new Set(['email', 'e-mail', 'courriel', 'adresse e-mail', 'adresse email']);

function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === ',' || c === ';' || c === '\t') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * What "Inviter des participants" was given: addresses pasted (one per line, or several on a line
 * separated by commas, semicolons or spaces) or a CSV's text (e-mail, nom complet, startup; Excel's
 * semicolons too, a header row skipped). Addresses are kept as written: the schema checks each.
 */
export function parseInvitees(text: string): Invitee[] {
  const invitees: Invitee[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const cells = cellsOf(line).filter((cell, i, all) => cell !== '' || i < all.length - 1);
    if (HEADER_CELLS.has((cells[0] ?? '').toLowerCase())) continue;
    const withAt = cells.filter((cell) => cell.includes('@'));
    if (withAt.length > 1 || (cells.length === 1 && /\s/.test(cells[0] ?? ''))) {
      // A list of addresses on one line.
      for (const email of line.split(/[\s,;]+/).filter(Boolean))
        invitees.push({ email, full_name: null, startup: null });
      continue;
    }
    const [email = '', fullName = '', startup = ''] = cells;
    if (!email) continue;
    invitees.push({ email, full_name: fullName || null, startup: startup || null });
  }
  return invitees;
}

/** Where an invitation stands for its cohort's managers ("Envoyée", "Acceptée", "Expirée"). */
export type InvitationState = 'sent' | 'accepted' | 'expired';

export function invitationState(
  invitation: { accepted_at: string | null; expires_at: string },
  now = new Date(),
): InvitationState {
  if (invitation.accepted_at) return 'accepted';
  return Date.parse(invitation.expires_at) <= now.getTime() ? 'expired' : 'sent';
}

/** « a***@exemple.ma »: whom an invitation was sent to, shown to whoever holds its link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  return `${email[0]}***${email.slice(at)}`;
}
