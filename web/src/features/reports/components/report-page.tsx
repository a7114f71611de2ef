import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import {
  REPORT_MESSAGES as M,
  REPORT_SHARED_WORDS as W,
  REPORT_TABLE_COLUMNS,
} from '@common/messages/reports';
import { figureCells, percent, type ProgrammeReport, type ReportFigures } from '@common/report';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { BackLink } from '@/components/ui/back-link';
import { buttonClasses } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatDay, formatNumber } from '@/lib/format';
import { downloadReport, reportQuery, type ReportScope } from '../api/reports-api';

/** The period's ends in the address (`?du=…&au=…`): a reload or a shared link shows the same report. */
const FROM = 'du';
const TO = 'au';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">{value}</dd>
      {detail ? <dd className="mt-0.5 text-xs text-stone-600">{detail}</dd> : null}
    </div>
  );
}

function Figures({ figures }: { figures: ReportFigures }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Figure label={W.participants} value={formatNumber(figures.participants)} />
      <Figure label={M.startups} value={formatNumber(figures.startups)} />
      <Figure label={M.attendanceRate} value={percent(figures.attendance_rate)} />
      <Figure label={M.deliverablesAccepted} value={formatNumber(figures.deliverables_accepted)} />
      <Figure
        label={M.completionRate}
        value={percent(figures.completion_rate)}
        detail={`${M.completed} : ${formatNumber(figures.completed)}`}
      />
      <Figure label={M.certificatesIssued} value={formatNumber(figures.certificates_issued)} />
    </dl>
  );
}

/** A breakdown as a table that scrolls sideways on a phone, its first column kept in view. */
function FiguresTable({
  title,
  firstColumn,
  rows,
}: {
  title: string;
  firstColumn: string;
  rows: { key: string; label: string; figures: ReportFigures }[];
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 border-b border-stone-200 bg-stone-50 px-3 py-2 text-left font-semibold text-stone-900 shadow-[1px_0_0_0_var(--color-stone-200)]"
              >
                {firstColumn}
              </th>
              {REPORT_TABLE_COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="border-b border-stone-200 bg-stone-50 px-3 py-2 text-right font-semibold text-stone-900"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 max-w-40 border-b border-stone-100 bg-white px-3 py-2 text-left font-medium break-words text-stone-900 shadow-[1px_0_0_0_var(--color-stone-200)] sm:max-w-64"
                >
                  {row.label}
                </th>
                {figureCells(row.figures).map((cell, i) => (
                  <td
                    key={REPORT_TABLE_COLUMNS[i]}
                    className="border-b border-stone-100 px-3 py-2 text-right tabular-nums"
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ExportButtons({ scope, report }: { scope: ReportScope; report: ProgrammeReport }) {
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [failed, setFailed] = useState(false);
  const onExport = async (format: 'csv' | 'pdf') => {
    if (busy) return;
    setBusy(format);
    setFailed(false);
    try {
      await downloadReport(scope, report, format);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {(['csv', 'pdf'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className={buttonClasses('secondary')}
            aria-disabled={busy !== null || undefined}
            onClick={() => void onExport(format)}
          >
            {busy === format ? M.exporting : format === 'csv' ? M.exportCsv : M.exportPdf}
          </button>
        ))}
      </div>
      {failed ? <ErrorBanner>{M.exportFailed}</ErrorBanner> : null}
    </div>
  );
}

function PeriodForm({
  period,
  onChoose,
}: {
  period: { from: string; to: string } | undefined;
  onChoose: (period: { from: string; to: string }) => void;
}) {
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const from = draft?.from ?? period?.from ?? '';
  const to = draft?.to ?? period?.to ?? '';
  const errorId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && to < from) {
      setError(M.periodReversed);
      return;
    }
    setError(null);
    setDraft(null);
    onChoose({ from, to });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm font-semibold text-stone-900">{M.periodLegend}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField
            label={M.fromLabel}
            type="date"
            value={from}
            onChange={(event) => setDraft({ from: event.target.value, to })}
          />
          <TextField
            label={M.toLabel}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setDraft({ from, to: event.target.value })}
          />
          <button type="submit" className={buttonClasses('primary')}>
            {M.show}
          </button>
        </div>
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * "Rapport": the figures a programme's funders ask for — participants, startups, attendance,
 * deliverables accepted, completion, certificates — over a chosen period, for one cohort (its
 * managers) or every cohort (admins), broken down by country and gender, and exported as CSV or PDF.
 */
export function ReportPage({ cohortId }: { cohortId: string | null }) {
  const [search, setSearch] = useSearchParams();
  const asked = { from: search.get(FROM) ?? undefined, to: search.get(TO) ?? undefined };
  const scope: ReportScope = { cohortId };
  const query = useQuery({ ...reportQuery(scope, asked), placeholderData: keepPreviousData });
  const report = query.data;
  const title = report?.cohort ? M.cohortTitle(report.cohort.name) : cohortId ? M.title : M.allCohortsTitle;

  return (
    <div className="space-y-4">
      {cohortId ? (
        <BackLink to={paths.dashboard.cohort(cohortId)}>{COHORT_MESSAGES.backToCohort}</BackLink>
      ) : null}
      <DashboardPage
        title={title}
        description={M.intro}
        actions={report ? <ExportButtons scope={scope} report={report} /> : undefined}
      >
        <PeriodForm
          period={report?.period}
          onChoose={({ from, to }) => {
            const next = new URLSearchParams(search);
            for (const [name, value] of [
              [FROM, from],
              [TO, to],
            ] as const) {
              if (value) next.set(name, value);
              else next.delete(name);
            }
            setSearch(next, { replace: true });
          }}
        />
        {query.isPending ? (
          <>
            <p role="status" className="sr-only">
              {M.loading}
            </p>
            <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-24 rounded-xl" />
              ))}
            </div>
          </>
        ) : null}
        {query.isError && !report ? (
          // The API's own sentence for a refusal (not a manager of it, no such cohort, a bad period).
          isApiError(query.error) && query.error.status >= 400 && query.error.status < 500 ? (
            <ErrorBanner>{query.error.message}</ErrorBanner>
          ) : (
            <ErrorBanner onRetry={() => void query.refetch()}>{M.failed}</ErrorBanner>
          )
        ) : null}
        {report ? (
          <div aria-busy={query.isFetching || undefined} className="space-y-6">
            <p className="text-sm text-stone-700">
              <span className="font-semibold text-stone-900">
                {M.period(formatDay(report.period.from), formatDay(report.period.to))}
              </span>
              {' · '}
              {M.generatedOn(formatDateTime(report.generated_at))}
            </p>
            {report.cohorts.length === 0 ? (
              <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
                {M.noCohort}
              </p>
            ) : (
              <>
                <Figures figures={report.totals} />
                {report.cohort ? null : (
                  <FiguresTable
                    title={M.byCohort}
                    firstColumn={W.cohort}
                    rows={report.cohorts.map(({ cohort, figures }) => ({
                      key: cohort.id,
                      label: cohort.name,
                      figures,
                    }))}
                  />
                )}
                <FiguresTable
                  title={M.byCountry}
                  firstColumn={M.countryColumn}
                  rows={report.by_country.map((row) => ({ key: row.value ?? '', ...row }))}
                />
                <FiguresTable
                  title={M.byGender}
                  firstColumn={M.genderColumn}
                  rows={report.by_gender.map((row) => ({ key: row.value ?? '', ...row }))}
                />
                <p className="text-sm text-stone-600">{M.breakdownNote}</p>
              </>
            )}
            <details className="rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-700">
              <summary className="min-h-11 cursor-pointer content-center font-semibold text-stone-900">
                {M.definitionsTitle}
              </summary>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {M.definitions.map((definition) => (
                  <li key={definition}>{definition}</li>
                ))}
              </ul>
            </details>
          </div>
        ) : null}
      </DashboardPage>
    </div>
  );
}
