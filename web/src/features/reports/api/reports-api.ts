import { queryOptions } from '@tanstack/react-query';
import type { ProgrammeReport, ReportPeriod } from '@common/report';
import { reportFileName } from '@common/report';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';

/** Whose report: one cohort's (its managers, admins), or every cohort's (admins). */
export type ReportScope = { cohortId: string } | { cohortId: null };

/** The period asked for; an end left out takes the API's default (the cohort's dates, the year so far). */
export type AskedPeriod = Partial<ReportPeriod>;

function reportPath(scope: ReportScope, period: AskedPeriod, format?: 'csv' | 'pdf'): string {
  const query = new URLSearchParams();
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  if (format) query.set('format', format);
  const base = scope.cohortId ? `/cohorts/${encodeURIComponent(scope.cohortId)}/report` : '/reports';
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

export function reportQuery(scope: ReportScope, period: AskedPeriod) {
  return queryOptions({
    queryKey: [...queryKeys.reports, scope.cohortId ?? 'all', period.from ?? '', period.to ?? ''] as const,
    queryFn: ({ signal }) => api<ProgrammeReport>(reportPath(scope, period), { auth: 'required', signal }),
  });
}

/** "Exporter le rapport (CSV)" / "(PDF)": the same figures, as a file to keep. */
export async function downloadReport(
  scope: ReportScope,
  report: ProgrammeReport,
  format: 'csv' | 'pdf',
): Promise<void> {
  const file = await api<Blob>(reportPath(scope, report.period, format), { auth: 'required', as: 'blob' });
  saveBlob(file, `${reportFileName(report)}.${format}`);
}
