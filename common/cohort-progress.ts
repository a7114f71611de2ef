/**
 * A cohort's progress (issue 30, point 4): where each participant is at each session of its
 * programme, and their attendance. Pure rules for the grid, the participant's page and the CSV.
 */
import type { Attendance, SessionProgress } from './api-types';
import { formatNumber, isPlural } from './format';

export const ATTENDANCES = ['present', 'absent', 'excused'] as const satisfies readonly Attendance[];

export const ATTENDANCE_LABELS: Record<Attendance, string> = {
  present: 'Présent',
  absent: 'Absent',
  excused: 'Excusé',
};

/** A cell of the grid: finished (they said so), some documents opened, or not started. */
export type ProgressCell = 'done' | 'opened' | 'not_started';

export const NO_PROGRESS: SessionProgress = { opened: 0, done: false, attendance: null };

export function progressCell(progress: SessionProgress): ProgressCell {
  if (progress.done) return 'done';
  return progress.opened > 0 ? 'opened' : 'not_started';
}

/**
 * The cell's words: « Terminée », « 2/3 ouverts » (k of the session's n documents; a document's
 * openings go with it, n is read at once, so k above n only while a deletion is under way) or
 * « Pas commencée ».
 */
export function progressCellLabel(progress: SessionProgress, documentsCount: number): string {
  switch (progressCell(progress)) {
    case 'done':
      return 'Terminée';
    case 'opened': {
      const { opened } = progress;
      return `${formatNumber(opened)}/${formatNumber(Math.max(documentsCount, opened))} ${isPlural(opened) ? 'ouverts' : 'ouvert'}`;
    }
    case 'not_started':
      return 'Pas commencée';
  }
}

/** The file's name: the cohort's, in letters, digits and dashes (« progression-cohorte-casa-2027.csv »). */
export function progressCsvName(cohortName: string): string {
  const slug = cohortName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `progression-${slug || 'cohorte'}.csv`;
}
