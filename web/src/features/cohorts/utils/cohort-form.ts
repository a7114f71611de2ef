/**
 * Pure rules of the cohort screens (issue 30), free of React: the form's values and the bodies they
 * become, client validation with the shared schemas (the API's own messages), the API's field errors
 * put back under their fields, and the programme's moves.
 */
import type { Cohort, CohortProgrammeEntry } from '@common/api-types';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { PROGRAMME_SESSION_COUNT } from '@common/programme';
import { inputErrors } from '@common/schemas/input-errors';
import {
  cohortCreateSchema,
  cohortUpdateSchema,
  type CohortCreateInput,
  type CohortUpdateInput,
} from '@common/schemas/cohort';

/** What the details' fields hold, as typed; co-managers are one e-mail address a line. */
export interface CohortDetailsValues {
  name: string;
  organisation: string;
  starts_on: string;
  ends_on: string;
  description: string;
  co_managers: string;
  /** The cohort's page only (not "Nouvelle cohorte"): a whole percentage, or empty for none. */
  attendance_threshold: string;
}

export type DetailsField = keyof CohortDetailsValues;

/** The details' fields in the order they are on screen (the first wrong one gets the focus). */
export const DETAILS_FIELDS: readonly DetailsField[] = [
  'name',
  'organisation',
  'starts_on',
  'ends_on',
  'description',
  'co_managers',
  'attendance_threshold',
];

/** One session of the programme as the page edits it. */
export interface ProgrammeRow {
  session_id: string;
  planned_on: string;
  place: string;
  link: string;
  /** The session as it is now; null once it was deleted or unpublished. */
  session: CohortProgrammeEntry['session'];
}

export type ProgrammeField = 'planned_on' | 'place' | 'link';
export const PROGRAMME_FIELDS: readonly ProgrammeField[] = ['planned_on', 'place', 'link'];

export interface CohortFormErrors {
  details: Partial<Record<DetailsField, string>>;
  /** By session id, so a message stays with its session when the rows move. */
  programme: Record<string, Partial<Record<ProgrammeField, string>>>;
  /** About the programme as a whole (a session twice, too many). */
  programmeList?: string;
}

export const NO_ERRORS: CohortFormErrors = { details: {}, programme: {} };

export const EMPTY_DETAILS: CohortDetailsValues = {
  name: '',
  organisation: '',
  starts_on: '',
  ends_on: '',
  description: '',
  co_managers: '',
  attendance_threshold: '',
};

export function hasErrors(errors: CohortFormErrors): boolean {
  return (
    Object.values(errors.details).some(Boolean) ||
    Object.values(errors.programme).some((row) => Object.values(row).some(Boolean)) ||
    Boolean(errors.programmeList)
  );
}

/** The addresses typed, one a line (commas, semicolons and spaces also separate them). */
export function splitEmails(text: string): string[] {
  return text.split(/[\s,;]+/u).filter(Boolean);
}

/** The co-managers named by e-mail: every manager but the one who created the cohort. */
export function coManagerEmails(cohort: Cohort): string[] {
  return cohort.managers.filter((manager) => manager.id !== cohort.created_by).map((m) => m.email);
}

export function detailsOf(cohort: Cohort): CohortDetailsValues {
  return {
    name: cohort.name,
    organisation: cohort.organisation,
    starts_on: cohort.starts_on,
    ends_on: cohort.ends_on,
    description: cohort.description ?? '',
    co_managers: coManagerEmails(cohort).join('\n'),
    attendance_threshold: cohort.attendance_threshold === null ? '' : String(cohort.attendance_threshold),
  };
}

export function programmeOf(cohort: Cohort): ProgrammeRow[] {
  return cohort.programme.map((entry) => ({
    session_id: entry.session_id,
    planned_on: entry.planned_on,
    place: entry.place ?? '',
    link: entry.link ?? '',
    session: entry.session,
  }));
}

/** What of a programme row the manager edits (its session's title is the API's). */
const PROGRAMME_KEYS = ['session_id', ...PROGRAMME_FIELDS] as const;

/**
 * Whether leaving would lose anything: a detail or the programme (its order, days, places and links)
 * differs from what was last loaded or saved.
 */
export function hasUnsavedChanges(
  saved: { values: CohortDetailsValues; rows?: readonly ProgrammeRow[] },
  current: { values: CohortDetailsValues; rows?: readonly ProgrammeRow[] },
): boolean {
  if (DETAILS_FIELDS.some((field) => saved.values[field] !== current.values[field])) return true;
  const before = saved.rows ?? [];
  const now = current.rows ?? [];
  return (
    before.length !== now.length ||
    now.some((row, index) => {
      const was = before[index];
      return !was || PROGRAMME_KEYS.some((key) => row[key] !== was[key]);
    })
  );
}

function detailsInput(values: CohortDetailsValues) {
  return {
    name: values.name,
    organisation: values.organisation,
    starts_on: values.starts_on,
    ends_on: values.ends_on,
    description: values.description,
    co_managers: splitEmails(values.co_managers),
  };
}

type Issue = { path: readonly PropertyKey[]; message: string };

/** One message per field, the first found; a path is the schema's (or the API's, split on dots). */
function collect(issues: readonly Issue[], emails: readonly string[], rows: readonly ProgrammeRow[]) {
  const errors: CohortFormErrors = { details: {}, programme: {} };
  for (const { path, message } of issues) {
    const [field, index, sub] = path;
    if (field === 'programme') {
      const row = typeof index === 'number' ? rows[index] : undefined;
      const rowField = PROGRAMME_FIELDS.find((name) => name === sub);
      if (row && rowField) {
        const rowErrors = (errors.programme[row.session_id] ??= {});
        rowErrors[rowField] ??= message;
      } else {
        errors.programmeList ??= message;
      }
      continue;
    }
    const detail = DETAILS_FIELDS.find((name) => name === field);
    if (!detail || errors.details[detail]) continue;
    const email = detail === 'co_managers' && typeof index === 'number' ? emails[index] : undefined;
    errors.details[detail] = email ? COHORT_MESSAGES.invalidCoManager(email, message) : message;
  }
  return errors;
}

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: CohortFormErrors };

/** "Nouvelle cohorte": the POST body, or the messages the API would answer. */
export function checkCreate(values: CohortDetailsValues, requestId: string): Checked<CohortCreateInput> {
  const input = { request_id: requestId, ...detailsInput(values) };
  const result = cohortCreateSchema.safeParse(input, { error: inputErrors('body') });
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: collect(result.error.issues, input.co_managers, []) };
}

/** The cohort's page: the whole cohort as the PUT body, or the messages the API would answer. */
export function checkUpdate(
  values: CohortDetailsValues,
  rows: readonly ProgrammeRow[],
  archived: boolean,
  version: number,
): Checked<CohortUpdateInput> {
  const input = {
    ...detailsInput(values),
    programme: rows.map(({ session_id, planned_on, place, link }) => ({
      session_id,
      planned_on,
      place,
      link,
    })),
    archived,
    // Typed as text: empty is none; anything else goes as a number for the shared schema to judge.
    attendance_threshold:
      values.attendance_threshold.trim() === '' ? null : Number(values.attendance_threshold),
    version,
  };
  const result = cohortUpdateSchema.safeParse(input, { error: inputErrors('body') });
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: collect(result.error.issues, input.co_managers, rows) };
}

/** The API's 400 `fields` ('co_managers', 'programme.3.link'…) under the fields they are about. */
export function serverErrors(
  fields: Record<string, string> | undefined,
  values: CohortDetailsValues,
  rows: readonly ProgrammeRow[] = [],
): CohortFormErrors {
  const issues = Object.entries(fields ?? {}).map(([key, message]) => ({
    path: key.split('.').map((part) => (/^\d+$/u.test(part) ? Number(part) : part)),
    message,
  }));
  return collect(issues, splitEmails(values.co_managers), rows);
}

/** The id of the first field with a message, in screen order (`idOf` names each field's element). */
export function firstErrorField(
  errors: CohortFormErrors,
  rows: readonly ProgrammeRow[],
): { detail: DetailsField } | { row: string; field: ProgrammeField } | null {
  const detail = DETAILS_FIELDS.find((name) => errors.details[name]);
  if (detail) return { detail };
  for (const row of rows) {
    const field = PROGRAMME_FIELDS.find((name) => errors.programme[row.session_id]?.[name]);
    if (field) return { row: row.session_id, field };
  }
  return null;
}

/** The row at `index` swapped with its neighbour `by` away (-1 up, +1 down); unchanged at either end. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  const next = [...rows];
  if (target < 0 || target >= rows.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/**
 * A published session added at the end of the programme: planned on the last session's day (or the
 * cohort's start), for the manager to move.
 */
export function addRow(
  rows: readonly ProgrammeRow[],
  session: { id: string; title: string; phase?: number | null; number?: number | null },
  fallbackDay: string,
): ProgrammeRow[] {
  if (rows.some((row) => row.session_id === session.id)) return [...rows];
  const days = rows.map((row) => row.planned_on).filter(Boolean);
  const lastDay = days.length > 0 ? days.reduce((a, b) => (a > b ? a : b)) : fallbackDay;
  return [
    ...rows,
    {
      session_id: session.id,
      planned_on: lastDay,
      place: '',
      link: '',
      session: { title: session.title, phase: session.phase ?? null, number: session.number ?? null },
    },
  ];
}

/** « Session 3/14 » (a phone's picker has no room for the phase), or null outside the programme. */
export function sessionNumberLabel(session: { number?: number | null }): string | null {
  return session.number == null ? null : `Session ${session.number}/${PROGRAMME_SESSION_COUNT}`;
}
