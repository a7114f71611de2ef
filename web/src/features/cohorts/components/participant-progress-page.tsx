import { useState } from 'react';
import type { Attendance, ParticipantProgress, ProgressSession } from '@common/api-types';
import {
  ATTENDANCE_LABELS,
  ATTENDANCES,
  NO_PROGRESS,
  progressCell,
  progressCellLabel,
} from '@common/cohort-progress';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { openedLine } from '@common/parcours';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { BackLink } from '@/components/ui/back-link';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { useRecordAttendance } from '@/features/cohorts/api/cohorts-api';
import { ParticipantCertificate } from './participant-certificate';

const ATTENDANCE_STYLES: Record<Attendance, string> = {
  present: 'border-emerald-700 bg-emerald-700 text-white',
  absent: 'border-red-700 bg-red-700 text-white',
  excused: 'border-amber-600 bg-amber-500 text-stone-950',
};

/**
 * Three buttons, one tap each: "Présent", "Absent", "Excusé". The chosen one is pressed; a tap on it
 * clears the attendance (a wrong tap undone).
 */
function AttendancePicker({
  session,
  value,
  busy,
  onChange,
}: {
  session: ProgressSession;
  value: Attendance | null;
  busy: boolean;
  onChange: (attendance: Attendance | null) => void;
}) {
  return (
    <div role="group" aria-label={M.attendanceLegend(session.title)} className="grid grid-cols-3 gap-2">
      {ATTENDANCES.map((attendance) => {
        const pressed = value === attendance;
        return (
          <button
            key={attendance}
            type="button"
            aria-pressed={pressed}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onChange(pressed ? null : attendance);
            }}
            className={`min-h-11 rounded-lg border px-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              pressed
                ? ATTENDANCE_STYLES[attendance]
                : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'
            }`}
          >
            {ATTENDANCE_LABELS[attendance]}
          </button>
        );
      })}
    </div>
  );
}

function SessionCard({
  data,
  session,
  cohortId,
}: {
  data: ParticipantProgress;
  session: ProgressSession;
  cohortId: string;
}) {
  const record = useRecordAttendance(cohortId, data.id);
  const progress = data.progress[session.id] ?? NO_PROGRESS;
  const cell = progressCell(progress);
  const [saved, setSaved] = useState(false);
  return (
    <li
      data-testid="participant-session"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <div className="space-y-1">
        <h2 className="font-semibold break-words text-stone-900">{session.title}</h2>
        <p className="text-sm text-stone-600">{M.plannedOn(formatDay(session.planned_on))}</p>
        <p className="text-sm text-stone-800">
          {/* The grid's words; an opening in a sentence, there is room for it here. */}
          {cell === 'opened'
            ? openedLine(progress.opened, Math.max(session.documents_count, progress.opened))
            : progressCellLabel(progress, session.documents_count)}
        </p>
      </div>
      <AttendancePicker
        session={session}
        value={progress.attendance}
        busy={record.isPending}
        onChange={(attendance) => {
          setSaved(false);
          record.mutate({ sessionId: session.id, attendance }, { onSuccess: () => setSaved(true) });
        }}
      />
      <p role="status" className={saved && !record.isPending ? 'text-sm text-emerald-800' : 'sr-only'}>
        {saved && !record.isPending ? M.attendanceSaved : null}
      </p>
      {record.isError ? <ErrorBanner>{M.failedToSaveAttendance}</ErrorBanner> : null}
    </li>
  );
}

/** One participant of a cohort: each session of its programme, where they are, and their attendance. */
export function ParticipantProgressPage({ data }: { data: ParticipantProgress }) {
  const { participant } = data;
  return (
    <DashboardPage
      title={M.participantPageTitle(participant.name)}
      description={
        // Spans: DashboardPage puts the description in a <p>.
        <span className="flex flex-col gap-1">
          <BackLink to={paths.dashboard.cohort(data.cohort.id)}>{M.backToCohort}</BackLink>
          <span className="text-sm break-words text-stone-700">
            {[
              data.cohort.name,
              participant.startup,
              participant.name !== participant.email ? participant.email : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      }
    >
      {data.sessions.length === 0 ? (
        <p className="text-sm text-stone-600">{M.noSessionsYet}</p>
      ) : (
        <ol className="space-y-3">
          {data.sessions.map((session) => (
            <SessionCard key={session.id} data={data} session={session} cohortId={data.cohort.id} />
          ))}
        </ol>
      )}
      <ParticipantCertificate cohortId={data.cohort.id} userId={participant.id} name={participant.name} />
    </DashboardPage>
  );
}
