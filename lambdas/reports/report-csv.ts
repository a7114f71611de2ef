/**
 * "Exporter le rapport (CSV)": one table a funder's spreadsheet opens (lambdas/lib/csv.ts): the total,
 * each cohort (for every cohort's report), then each country and each gender. Rates are whole
 * percentages, numbers alone (« 85 % » would open as text). Pure.
 */
import { REPORT_MESSAGES as M, REPORT_SHARED_WORDS as W } from '@common/messages/reports';
import type { ProgrammeReport, ReportFigures } from '@common/report';
import { csvText } from '../lib/csv';

const rate = (value: number | null) => (value === null ? '' : String(Math.round(value * 100)));

function figureFields(figures: ReportFigures): string[] {
  return [
    String(figures.participants),
    String(figures.startups),
    rate(figures.attendance_rate),
    String(figures.deliverables_accepted),
    String(figures.completed),
    rate(figures.completion_rate),
    String(figures.certificates_issued),
  ];
}

export function reportCsv(report: ProgrammeReport): string {
  const header = [
    M.breakdownColumn,
    M.valueColumn,
    W.participants,
    M.startups,
    `${M.attendanceRate} (%)`,
    M.deliverablesAccepted,
    M.completed,
    `${M.completionRate} (%)`,
    M.certificatesIssued,
  ];
  const scope = report.cohort?.name ?? M.allCohortsTitle;
  const lines = [
    [M.total, `${scope} — ${M.period(report.period.from, report.period.to)}`, ...figureFields(report.totals)],
    ...(report.cohort
      ? []
      : report.cohorts.map(({ cohort, figures }) => [W.cohort, cohort.name, ...figureFields(figures)])),
    ...report.by_country.map((row) => [M.countryColumn, row.label, ...figureFields(row.figures)]),
    ...report.by_gender.map((row) => [M.genderColumn, row.label, ...figureFields(row.figures)]),
  ];
  return csvText([header, ...lines]);
}
