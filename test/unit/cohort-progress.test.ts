/** The grid's cells and the export's file (issue 30, point 4): what a manager reads, in French. */
import { describe, expect, it } from 'vitest';
import type { ProgressRow, ProgressSession } from '@common/api-types';
import { NO_PROGRESS, progressCellLabel, progressCsvName } from '@common/cohort-progress';
import { progressCsv } from '../../lambdas/cohorts/progress-csv';
import { csvField } from '../../lambdas/lib/csv';

const session = (id: string, number: number | null, title: string, documents = 3): ProgressSession => ({
  id,
  title,
  phase: 1,
  number,
  planned_on: '2027-01-04',
  documents_count: documents,
});

describe('a cell of the grid', () => {
  it('says done, opened k of n, or not started', () => {
    expect(progressCellLabel({ ...NO_PROGRESS, done: true, opened: 1 }, 3)).toBe('Terminée');
    expect(progressCellLabel({ ...NO_PROGRESS, opened: 1 }, 3)).toBe('1/3 ouvert');
    expect(progressCellLabel({ ...NO_PROGRESS, opened: 2 }, 3)).toBe('2/3 ouverts');
    // A document deleted a moment ago: never « 3/2 ».
    expect(progressCellLabel({ ...NO_PROGRESS, opened: 3 }, 2)).toBe('3/3 ouverts');
    expect(progressCellLabel(NO_PROGRESS, 3)).toBe('Pas commencée');
  });
});

describe('"Exporter (CSV)"', () => {
  const sessions = [session('s1', 1, 'Idée; problème'), session('s2', null, 'Atelier "pitch"', 0)];
  const row = (name: string, over: Partial<ProgressRow['progress']> = {}): ProgressRow => ({
    id: name,
    participant: {
      id: name,
      name,
      email: `${name}@exemple.ma`,
      startup: null,
      role: 'participant',
      mentored_startups: [],
      joined_at: '',
    },
    progress: { s1: NO_PROGRESS, s2: NO_PROGRESS, ...over },
  });

  it('starts with a byte-order mark, uses semicolons and CRLF, and names its columns in French', () => {
    const text = progressCsv(sessions, [
      row('Salma', { s1: { opened: 2, done: true, attendance: 'present' } }),
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, line, end] = text.slice(1).split('\r\n');
    expect(header).toBe(
      'Participant;E-mail;Startup;Rôle;Sessions terminées;"S1 · Idée; problème — progression";"S1 · Idée; problème — présence";"Atelier ""pitch"" — progression";"Atelier ""pitch"" — présence"',
    );
    expect(line).toBe('Salma;Salma@exemple.ma;;Participant;1;Terminée;Présent;Pas commencée;');
    expect(end).toBe('');
  });

  it('keeps a name a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+212 600')).toBe("'+212 600");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('Amina')).toBe('Amina');
  });

  it("names the file after the cohort, in letters a phone's file system keeps", () => {
    expect(progressCsvName('Bootcamp Casablanca — Promotion 2026')).toBe(
      'progression-bootcamp-casablanca-promotion-2026.csv',
    );
    expect(progressCsvName('«»')).toBe('progression-cohorte.csv');
  });
});
