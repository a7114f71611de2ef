/**
 * "Exporter (CSV)": the grid as a spreadsheet opens it (lambdas/lib/csv.ts), French headers; two
 * columns per session, its progress and the attendance. Pure.
 */
import type { ProgressRow, ProgressSession } from '@common/api-types';
import { ATTENDANCE_LABELS, NO_PROGRESS, progressCellLabel } from '@common/cohort-progress';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { csvText } from '../lib/csv';

function sessionName(session: ProgressSession): string {
  return session.number === null ? session.title : `S${session.number} · ${session.title}`;
}

export function progressCsv(sessions: readonly ProgressSession[], rows: readonly ProgressRow[]): string {
  const header = [
    M.participantColumn,
    'E-mail',
    'Startup',
    'Rôle',
    'Sessions terminées',
    ...sessions.flatMap((s) => [`${sessionName(s)} — progression`, `${sessionName(s)} — présence`]),
  ];
  const lines = rows.map(({ participant, progress }) => {
    const done = sessions.filter((s) => progress[s.id]?.done).length;
    return [
      participant.name,
      participant.email,
      participant.startup ?? '',
      participant.role === 'mentor' ? M.roleMentor : M.participantColumn,
      // A number alone: « 3/14 » would open as a date.
      String(done),
      ...sessions.flatMap((s) => {
        const cell = progress[s.id] ?? NO_PROGRESS;
        return [
          progressCellLabel(cell, s.documents_count),
          cell.attendance ? ATTENDANCE_LABELS[cell.attendance] : '',
        ];
      }),
    ];
  });
  return csvText([header, ...lines]);
}
