/**
 * "Rapport" (issue 31, point 5): the figures a programme's funders ask for, over a chosen period, for
 * one cohort or for every cohort. What counts is decided here, once, from one line of facts per
 * participant; the API gathers the facts, and the page, the CSV and the PDF show the same answer.
 */
import type { Attendance } from './api-types';
import { programmeCompletion } from './certificates';
import { countryName, GENDER_LABELS, NOT_ANSWERED_LABEL, type Gender } from './demographics';
import { formatNumber } from './format';

/** A period of whole days, both ends included (`YYYY-MM-DD`). */
export interface ReportPeriod {
  from: string;
  to: string;
}

export interface ReportFigures {
  /** Participants (not mentors) of the cohorts under way in the period, who had joined by its end. */
  participants: number;
  /** Their startups: distinct names, whatever the case and spacing they were typed with. */
  startups: number;
  /** Present over present and absent, at the sessions held in the period; null when none was taken. */
  attendance_rate: number | null;
  /** Hand-ins accepted ("Validé") during the period. */
  deliverables_accepted: number;
  /** Participants who had completed the programme by the period's end. */
  completed: number;
  /** `completed` over the participants of cohorts that set something to complete; null without any. */
  completion_rate: number | null;
  /** Certificates issued during the period and not revoked since. */
  certificates_issued: number;
}

export interface ReportCohort {
  id: string;
  name: string;
  organisation: string;
  starts_on: string;
  ends_on: string;
}

/** One line of a breakdown: a country or a gender (null: left blank), and its figures. */
export interface ReportBreakdownRow {
  value: string | null;
  label: string;
  figures: ReportFigures;
}

export interface ProgrammeReport {
  period: ReportPeriod;
  /** One cohort's report, or null for every cohort's (admins). */
  cohort: ReportCohort | null;
  generated_at: string;
  totals: ReportFigures;
  /** Each cohort under way in the period, with its figures (the one cohort, for a cohort's report). */
  cohorts: { cohort: ReportCohort; figures: ReportFigures }[];
  by_country: ReportBreakdownRow[];
  by_gender: ReportBreakdownRow[];
}

export const REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The longest period one report covers: ten years keeps a report's reads bounded. */
export const REPORT_MAX_DAYS = 3660;

/**
 * The calendar day of a moment where the programmes run (Morocco's time; sub-Saharan Africa's is
 * within an hour or two), not the server's: a hand-in accepted at 00:30 in Casablanca counts that day.
 */
const PROGRAMME_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Casablanca',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export function programmeDay(iso: string): string {
  return PROGRAMME_DAY.format(new Date(iso));
}

export function inPeriod(day: string, period: ReportPeriod): boolean {
  return day >= period.from && day <= period.to;
}

/** Whether a cohort runs at some point of the period. */
export function cohortOverlaps(
  cohort: { starts_on: string; ends_on: string },
  period: ReportPeriod,
): boolean {
  return cohort.starts_on <= period.to && cohort.ends_on >= period.from;
}

/** What the report needs of one cohort, as the API reads it. */
export interface CohortRecord {
  cohort: ReportCohort & {
    programme: readonly { session_id: string; planned_on: string }[];
    attendance_threshold: number | null;
  };
  requiredDeliverables: readonly string[];
  members: readonly {
    user_id: string;
    role: 'participant' | 'mentor';
    startup: string | null;
    joined_at: string;
    attendance: Readonly<Record<string, Attendance>>;
  }[];
  /** Every version accepted, by whom, of what, and when. */
  accepted: readonly { user_id: string; deliverable_id: string; reviewed_at: string }[];
  certificates: readonly { user_id: string; issued_at: string; revoked_at: string | null }[];
  /** The profile's answers of the members who gave them. */
  profiles: ReadonlyMap<string, { country: string | null; gender: Gender | null }>;
}

/** One participant of one cohort, as the figures count them. */
export interface ParticipantFacts {
  cohortId: string;
  startup: string | null;
  country: string | null;
  gender: Gender | null;
  /** At the sessions held in the period. */
  present: number;
  absent: number;
  acceptedInPeriod: number;
  /** Whether the cohort sets something to complete (a required deliverable or a threshold). */
  completable: boolean;
  completedByEnd: boolean;
  certificateInPeriod: boolean;
}

/**
 * The facts of each participant of a cohort under way in the period. Completion is judged as it stood
 * at the period's end: the hand-ins accepted by then, and the attendance at the sessions held by then.
 */
export function participantFacts(record: CohortRecord, period: ReportPeriod): ParticipantFacts[] {
  const { cohort } = record;
  if (!cohortOverlaps(cohort, period)) return [];
  const heldInPeriod = cohort.programme.filter((entry) => inPeriod(entry.planned_on, period));
  const heldByEnd = cohort.programme.filter((entry) => entry.planned_on <= period.to);
  const completable = record.requiredDeliverables.length > 0 || cohort.attendance_threshold !== null;
  return record.members
    .filter((member) => member.role === 'participant' && programmeDay(member.joined_at) <= period.to)
    .map((member) => {
      const accepted = record.accepted
        .filter((version) => version.user_id === member.user_id)
        .map((version) => ({ deliverable: version.deliverable_id, day: programmeDay(version.reviewed_at) }));
      const acceptedByEnd = new Set(
        accepted.filter((version) => version.day <= period.to).map((version) => version.deliverable),
      );
      const certificate = record.certificates.find((c) => c.user_id === member.user_id && !c.revoked_at);
      const profile = record.profiles.get(member.user_id);
      const attendanceAt = (entries: typeof heldByEnd) =>
        Object.fromEntries(
          entries.map((entry) => [entry.session_id, member.attendance[entry.session_id] ?? null]),
        );
      const heldAttendance = Object.values(attendanceAt(heldInPeriod));
      return {
        cohortId: cohort.id,
        startup: member.startup,
        country: profile?.country ?? null,
        gender: profile?.gender ?? null,
        present: heldAttendance.filter((value) => value === 'present').length,
        absent: heldAttendance.filter((value) => value === 'absent').length,
        acceptedInPeriod: accepted.filter((version) => inPeriod(version.day, period)).length,
        completable,
        completedByEnd:
          completable &&
          programmeCompletion({
            requiredDeliverables: record.requiredDeliverables,
            acceptedDeliverables: acceptedByEnd,
            attendance: attendanceAt(heldByEnd),
            attendanceThreshold: cohort.attendance_threshold,
          }).complete,
        certificateInPeriod: !!certificate && inPeriod(programmeDay(certificate.issued_at), period),
      };
    });
}

/** A startup's name as counted: "Agri Tech " and "agri tech" are one startup. */
function startupKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
}

export function reportFigures(facts: readonly ParticipantFacts[]): ReportFigures {
  const startups = new Set(facts.flatMap((fact) => (fact.startup?.trim() ? [startupKey(fact.startup)] : [])));
  const present = facts.reduce((sum, fact) => sum + fact.present, 0);
  const taken = present + facts.reduce((sum, fact) => sum + fact.absent, 0);
  const completable = facts.filter((fact) => fact.completable);
  const completed = completable.filter((fact) => fact.completedByEnd).length;
  return {
    participants: facts.length,
    startups: startups.size,
    attendance_rate: taken === 0 ? null : present / taken,
    deliverables_accepted: facts.reduce((sum, fact) => sum + fact.acceptedInPeriod, 0),
    completed,
    completion_rate: completable.length === 0 ? null : completed / completable.length,
    certificates_issued: facts.filter((fact) => fact.certificateInPeriod).length,
  };
}

/** The figures per answer, the most represented first, the unanswered last. */
export function breakdown(
  facts: readonly ParticipantFacts[],
  by: 'country' | 'gender',
): ReportBreakdownRow[] {
  const groups = new Map<string | null, ParticipantFacts[]>();
  for (const fact of facts) {
    const value = fact[by];
    groups.set(value, [...(groups.get(value) ?? []), fact]);
  }
  const label = (value: string | null) =>
    value === null
      ? NOT_ANSWERED_LABEL
      : by === 'country'
        ? countryName(value)
        : GENDER_LABELS[value as Gender];
  return [...groups.entries()]
    .map(([value, group]) => ({ value, label: label(value), figures: reportFigures(group) }))
    .sort(
      (a, b) =>
        Number(a.value === null) - Number(b.value === null) ||
        b.figures.participants - a.figures.participants ||
        a.label.localeCompare(b.label, 'fr'),
    );
}

/** The whole report from each cohort's record. */
export function programmeReport(
  records: readonly CohortRecord[],
  period: ReportPeriod,
  scope: ReportCohort | null,
  generatedAt: string,
): ProgrammeReport {
  const perCohort = records
    .filter((record) => cohortOverlaps(record.cohort, period))
    .map((record) => ({ record, facts: participantFacts(record, period) }));
  const facts = perCohort.flatMap((entry) => entry.facts);
  const summary = ({ id, name, organisation, starts_on, ends_on }: ReportCohort): ReportCohort => ({
    id,
    name,
    organisation,
    starts_on,
    ends_on,
  });
  return {
    period,
    cohort: scope ? summary(scope) : null,
    generated_at: generatedAt,
    totals: reportFigures(facts),
    cohorts: perCohort.map(({ record, facts: cohortFacts }) => ({
      cohort: summary(record.cohort),
      figures: reportFigures(cohortFacts),
    })),
    by_country: breakdown(facts, 'country'),
    by_gender: breakdown(facts, 'gender'),
  };
}

/** A rate as a whole percentage ("—" when there is nothing to rate). */
export function percent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)} %`;
}

/** A line's figures as a table shows them, in the order of `REPORT_TABLE_COLUMNS`. */
export function figureCells(figures: ReportFigures): string[] {
  return [
    formatNumber(figures.participants),
    formatNumber(figures.startups),
    percent(figures.attendance_rate),
    formatNumber(figures.deliverables_accepted),
    percent(figures.completion_rate),
    formatNumber(figures.certificates_issued),
  ];
}

/** The report's file name, without extension: « Rapport Tremplin - Promo 2026 - 2026-01-01 au 2026-06-30 ». */
export function reportFileName(report: Pick<ProgrammeReport, 'cohort' | 'period'>): string {
  const scope = report.cohort
    ? report.cohort.name.replace(/[\\/:*?"<>|]+/g, ' ').trim()
    : 'Toutes les cohortes';
  return `Rapport Tremplin - ${scope} - ${report.period.from} au ${report.period.to}`;
}
