/**
 * "Exporter (CSV)": the grid as a spreadsheet opens it. UTF-8 with a byte-order mark (Excel reads
 * accents right only with it), semicolons between fields (a French Excel splits on them; LibreOffice
 * asks and finds them), CRLF line ends, French headers; two columns per session, its progress and
 * the attendance. Pure.
 */
import type { ProgressRow, ProgressSession } from '@common/api-types';
import { ATTENDANCE_LABELS, NO_PROGRESS, progressCellLabel } from '@common/cohort-progress';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * One field: quoted when it holds a separator, a quote or a line break; a text a spreadsheet would
 * run as a formula (=, +, -, @ first: a participant's name is theirs to write) starts with a quote.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n,]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

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
  return BOM + [header, ...lines].map((fields) => fields.map(csvField).join(SEPARATOR)).join('\r\n') + '\r\n';
}
