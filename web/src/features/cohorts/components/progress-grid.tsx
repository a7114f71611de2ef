import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProgressRow, ProgressSession } from '@common/api-types';
import {
  ATTENDANCE_LABELS,
  NO_PROGRESS,
  progressCell,
  progressCellLabel,
  progressCsvName,
} from '@common/cohort-progress';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { buttonClasses } from '@/components/ui/button-styles';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { formatDay } from '@/lib/format';
import { saveBlob } from '@/lib/save-file';
import { exportProgress, progressQueryOptions } from '@/features/cohorts/api/cohorts-api';

const CELL_STYLES = {
  done: 'bg-emerald-50 text-emerald-900',
  opened: 'bg-amber-50 text-amber-950',
  not_started: 'text-stone-500',
} as const;

/** « S3 » for a numbered session, else its title's first letters: a column a phone can hold. */
function shortName(session: ProgressSession, index: number): string {
  return session.number === null ? `${index + 1}.` : `S${session.number}`;
}

function Cell({ row, session }: { row: ProgressRow; session: ProgressSession }) {
  const progress = row.progress[session.id] ?? NO_PROGRESS;
  const cell = progressCell(progress);
  const label = progressCellLabel(progress, session.documents_count);
  return (
    <td
      data-cell={cell}
      className={`border-b border-stone-100 px-2 py-2 text-center align-top ${CELL_STYLES[cell]}`}
    >
      <span className="block text-xs font-medium whitespace-nowrap">{label}</span>
      {progress.attendance ? (
        <span className="mt-1 block text-xs whitespace-nowrap text-stone-700">
          {ATTENDANCE_LABELS[progress.attendance]}
        </span>
      ) : null}
    </td>
  );
}

/**
 * The grid's table: participants × sessions, scrolling sideways on a phone with the names kept in
 * view. A name links to `participantHref` when given (the managers'), else is plain (a mentor's).
 */
export function ProgressTable({
  sessions,
  rows,
  caption,
  participantHref,
}: {
  sessions: readonly ProgressSession[];
  rows: readonly ProgressRow[];
  caption: string;
  participantHref?: (row: ProgressRow) => string;
}) {
  const id = useId();
  return (
    // Focusable: a keyboard scrolls it sideways. Positioned: the columns' screen-reader names
    // (absolutely placed) are held and clipped by it, not by the page, which would scroll sideways.
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className="relative -mx-4 overflow-x-auto overscroll-x-contain border-y border-stone-200 focus-visible:outline-2 focus-visible:outline-brand-700 sm:mx-0 sm:rounded-xl sm:border"
    >
      <table className="min-w-full border-separate border-spacing-0 text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 border-b border-stone-200 bg-stone-50 px-3 py-2 text-left font-semibold text-stone-900 shadow-[1px_0_0_0_var(--color-stone-200)]"
            >
              {M.participantColumn}
            </th>
            {sessions.map((session, index) => (
              <th
                key={session.id}
                scope="col"
                title={session.title}
                className="min-w-20 border-b border-stone-200 bg-stone-50 px-2 py-2 text-center font-semibold text-stone-900"
              >
                <span aria-hidden="true">{shortName(session, index)}</span>
                <span className="sr-only">{session.title}</span>
                <span className="block text-xs font-normal whitespace-nowrap text-stone-600">
                  {formatDay(session.planned_on)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="progress-row">
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-36 border-b border-stone-100 bg-white px-3 py-2 text-left font-normal shadow-[1px_0_0_0_var(--color-stone-200)] sm:max-w-60"
              >
                {participantHref ? (
                  <Link
                    to={participantHref(row)}
                    aria-label={M.openParticipant(row.participant.name)}
                    className="block min-h-11 py-1 font-medium break-words text-brand-700 underline-offset-2 hover:underline"
                  >
                    {row.participant.name}
                  </Link>
                ) : (
                  <span className="block py-1 font-medium break-words text-stone-900">
                    {row.participant.name}
                  </span>
                )}
                {row.participant.startup ? (
                  <span className="block text-xs break-words text-stone-600">{row.participant.startup}</span>
                ) : null}
              </th>
              {sessions.map((session) => (
                <Cell key={session.id} row={row} session={session} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * "Progression": the grid of the cohort's participants × its programme's sessions. It scrolls
 * sideways on a phone with the names kept in view; each cell says « Terminée », « k/n ouverts » or
 * « Pas commencée », and the attendance taken. A name opens the participant's page; "Exporter (CSV)"
 * saves the whole grid.
 */
export function ProgressGrid({
  cohortId,
  cohortName,
  className,
}: {
  cohortId: string;
  cohortName: string;
  className?: string;
}) {
  const id = useId();
  const list = useInfiniteList(progressQueryOptions(cohortId));
  const sessions = list.lastPage?.sessions ?? [];
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  const onExport = async () => {
    if (exporting) return;
    setExporting(true);
    setExportFailed(false);
    try {
      const file = await exportProgress(cohortId);
      saveBlob(file, progressCsvName(cohortName));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} aria-busy={list.status === 'loading'} className={className}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="text-lg font-semibold text-stone-900">
            {M.progressHeading}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{M.progressLegend}</p>
        </div>
        <button
          type="button"
          onClick={() => void onExport()}
          disabled={exporting || list.items.length === 0}
          className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
        >
          {exporting ? <Spinner size="sm" label={M.exporting} /> : null}
          {M.exportCsv}
        </button>
      </div>
      {exportFailed ? <ErrorBanner>{M.failedToExport}</ErrorBanner> : null}
      {list.status === 'error' ? (
        <ErrorBanner onRetry={list.retry}>{M.failedToLoadProgress}</ErrorBanner>
      ) : list.status === 'loading' ? (
        <>
          <p className="sr-only" role="status">
            {M.loadingProgress}
          </p>
          <Skeleton className="h-32 w-full" />
        </>
      ) : list.items.length === 0 ? (
        <p className="text-sm text-stone-600">{M.emptyProgress}</p>
      ) : sessions.length === 0 ? (
        <p className="text-sm text-stone-600">{M.noSessionsYet}</p>
      ) : (
        <>
          <ProgressTable
            sessions={sessions}
            rows={list.items}
            caption={M.progressGridLabel}
            participantHref={(row) => paths.dashboard.cohortParticipant(cohortId, row.id)}
          />
          <LoadMoreFooter
            list={list}
            failedText={M.failedToLoadProgress}
            loadingLabel={M.loadingMore}
            buttonClassName={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
          />
        </>
      )}
    </section>
  );
}
