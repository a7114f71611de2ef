import { describe, expect, it } from 'vitest';
import {
  buildParcours,
  doneLine,
  nextScheduledSession,
  openedLine,
  parcoursState,
  SCHEDULE_TIMING_LABELS,
  scheduleTiming,
  sessionsByPhase,
  withSessionDone,
  type ProgrammeSession,
} from '@common/parcours';
import { phaseLabel, programmePlaceLabel, PROGRAMME_PHASES } from '@common/programme';
import { sessionInputSchema } from '@common/schemas/session';
import { inputErrors } from '@common/schemas/input-errors';
import { toProgress, openedItem, doneItem } from '../../lambdas/parcours/parcours-item';
import { listingKeys, programmeSortValue, type IndexedSession } from '../../lambdas/sessions/indexing';
import { compareEntries } from '../../lambdas/sessions/catalog';
import type { TermEntry } from '../../lambdas/sessions/session-reads';

const programme: ProgrammeSession[] = [
  { id: 's1', title: 'Identification du problème', phase: 1, number: 1, documents_count: 3 },
  { id: 's2', title: 'Développement de la solution', phase: 1, number: 2, documents_count: 2 },
  { id: 's5', title: 'Produit minimum viable (MVP)', phase: 2, number: 5, documents_count: 3 },
];

describe('a session’s place in the programme', () => {
  it('reads « Session 3/14 · Phase 1 — Idéation et concept », and nothing outside the programme', () => {
    expect(programmePlaceLabel({ phase: 1, number: 3 })).toBe('Session 3/14 · Phase 1 — Idéation et concept');
    expect(programmePlaceLabel({ phase: 4, number: 14 })).toBe(
      'Session 14/14 · Phase 4 — Financement et organisation',
    );
    expect(programmePlaceLabel({ phase: null, number: null })).toBeNull();
    expect(programmePlaceLabel({})).toBeNull();
    expect(PROGRAMME_PHASES.map((p) => phaseLabel(p.number))).toEqual([
      'Phase 1 — Idéation et concept',
      'Phase 2 — Développement produit',
      'Phase 3 — Stratégie commerciale',
      'Phase 4 — Financement et organisation',
    ]);
  });

  it('is both a phase and a number, or neither, each in range, refused in French naming the field', () => {
    const base = { title: 'Pitch', status: 'draft' };
    const parse = (fields: object) =>
      sessionInputSchema.safeParse({ ...base, ...fields }, { error: inputErrors('body') });
    expect(parse({}).data).toMatchObject({ phase: null, number: null });
    expect(parse({ phase: 3, number: 9 }).data).toMatchObject({ phase: 3, number: 9 });
    expect(parse({ phase: null, number: null }).success).toBe(true);
    const refused = (fields: object) => {
      const result = parse(fields);
      expect(result.success).toBe(false);
      return result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(refused({ phase: 1 })).toEqual([
      ['number', 'Choisissez la phase et le numéro de la session dans le programme, ou aucun des deux'],
    ]);
    expect(refused({ number: 4 })).toEqual([
      ['phase', 'Choisissez la phase et le numéro de la session dans le programme, ou aucun des deux'],
    ]);
    expect(refused({ phase: 5, number: 1 })?.[0]).toEqual([
      'phase',
      'La phase du programme doit être un nombre entier de 1 à 4',
    ]);
    expect(refused({ phase: 1, number: 15 })?.[0]).toEqual([
      'number',
      'Le numéro de la session dans le programme doit être un nombre entier de 1 à 14',
    ]);
    expect(refused({ phase: 1, number: 0 })?.[0]?.[0]).toBe('number');
    expect(refused({ phase: 1.5, number: 2 })?.[0]?.[0]).toBe('phase');
    expect(refused({ phase: '1', number: 2 })?.[0]?.[0]).toBe('phase');
  });
});

describe('the programme’s order (the "Ordre du programme" list and Mon parcours)', () => {
  const session = (fields: Partial<IndexedSession>): IndexedSession => ({
    id: 'x',
    title: 'Titre',
    description: null,
    status: 'published',
    tags: [],
    user_id: 'u1',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    number: null,
    ...fields,
  });

  it('puts the programme’s sessions first by number (10 after 9), then the others by creation', () => {
    const values = [
      programmeSortValue(session({ number: 10, created_at: '2024-01-01T00:00:00.000Z' })),
      programmeSortValue(session({ number: null, created_at: '2020-01-01T00:00:00.000Z' })),
      programmeSortValue(session({ number: 9, created_at: '2026-01-01T00:00:00.000Z' })),
      programmeSortValue(session({ number: null, created_at: '2019-01-01T00:00:00.000Z' })),
      programmeSortValue(session({ number: 1, created_at: '2027-01-01T00:00:00.000Z' })),
    ];
    expect([...values].sort()).toEqual([values[4], values[2], values[0], values[3], values[1]]);
  });

  it('orders a search’s matches the same way as the list', () => {
    const entry = (id: string, number: number | null, created_at: string): TermEntry => ({
      id,
      user_id: 'u',
      status: 'published',
      created_at,
      updated_at: created_at,
      title_sort: id,
      number,
      words: [],
      tags: [],
    });
    const entries = [
      entry('hors', null, '2020-01-01T00:00:00.000Z'),
      entry('dix', 10, '2021-01-01T00:00:00.000Z'),
      entry('deux', 2, '2025-01-01T00:00:00.000Z'),
    ];
    expect([...entries].sort(compareEntries('programme')).map((e) => e.id)).toEqual(['deux', 'dix', 'hors']);
  });

  it('lists published sessions only, numbered or not', () => {
    const programmeKeys = (s: IndexedSession) =>
      listingKeys(s)
        .filter((k) => k.PK === 'LIST#S#PUB#programme')
        .map((k) => k.SK);
    expect(programmeKeys(session({ id: 'a', number: 3 }))).toEqual(['P003#2026-01-01T00:00:00.000Z#a']);
    expect(programmeKeys(session({ id: 'b' }))).toEqual(['Q#2026-01-01T00:00:00.000Z#b']);
    expect(programmeKeys(session({ id: 'c', number: 3, status: 'draft' }))).toEqual([]);
  });
});

describe('the parcours', () => {
  it('is to do, in progress once a document is opened, done when the person says so', () => {
    expect(parcoursState({ done: false, opened_count: 0 })).toBe('todo');
    expect(parcoursState({ done: false, opened_count: 1 })).toBe('in_progress');
    expect(parcoursState({ done: true, opened_count: 0 })).toBe('done');
  });

  it('says « k documents ouverts sur n » and « k sessions terminées sur n », singular for 0 and 1', () => {
    expect(openedLine(2, 3)).toBe('2 documents ouverts sur 3');
    expect(openedLine(1, 3)).toBe('1 document ouvert sur 3');
    expect(openedLine(0, 2)).toBe('0 document ouvert sur 2');
    expect(doneLine(5, 14)).toBe('5 sessions terminées sur 14');
    expect(doneLine(1, 14)).toBe('1 session terminée sur 14');
  });

  it('counts each person’s items: documents opened per session, sessions done (outside the programme too)', () => {
    const at = new Date('2026-03-01T10:00:00.000Z');
    const items = [
      openedItem('u', { id: 'd1', session_id: 's1' }, 'preview', at),
      openedItem('u', { id: 'd2', session_id: 's1' }, 'download', at),
      openedItem('u', { id: 'd9', session_id: 's5' }, 'download', at),
      doneItem('u', 's2', at),
      doneItem('u', 'hors-programme', at),
      { PK: 'PARCOURS#u', SK: 'SOMETHING#else', session_id: 's1' },
    ];
    const progress = toProgress(items);
    expect(Object.fromEntries(progress.openedBySession)).toEqual({ s1: 2, s5: 1 });
    expect([...progress.doneSessionIds].sort()).toEqual(['hors-programme', 's2']);
    // Kept two years from the event (the table's TTL).
    expect(items[0]?.expires_at).toBe(Date.parse('2028-03-01T10:00:00.000Z') / 1000);

    const parcours = buildParcours(programme, progress.openedBySession, progress.doneSessionIds);
    expect(parcours.sessions.map((s) => [s.id, s.state, s.opened_count])).toEqual([
      ['s1', 'in_progress', 2],
      ['s2', 'done', 0],
      ['s5', 'in_progress', 1],
    ]);
    expect(parcours.done_count).toBe(1);
    expect(parcours.next).toEqual({ id: 's1', title: 'Identification du problème' });
    expect(parcours.done_session_ids).toContain('hors-programme');
  });

  it('never says more documents opened than the session has (one opened while it was deleted)', () => {
    const parcours = buildParcours(programme, new Map([['s2', 5]]), new Set());
    expect(parcours.sessions[1]?.opened_count).toBe(2);
  });

  it('continues with the first session not done, in programme order, and with none once all are', () => {
    const none = buildParcours(programme, new Map(), new Set());
    expect(none.next?.id).toBe('s1');
    const first = withSessionDone(none, 's1', true);
    expect(first.next?.id).toBe('s2');
    expect(first.done_count).toBe(1);
    expect(first.sessions[0]?.state).toBe('done');
    const all = withSessionDone(withSessionDone(first, 's2', true), 's5', true);
    expect(all.next).toBeNull();
    expect(all.done_count).toBe(3);
    // Undone: back to what it was, the ticks too.
    const undone = withSessionDone(first, 's1', false);
    expect(undone).toEqual(none);
  });

  it('groups the sessions by phase in programme order', () => {
    expect(sessionsByPhase(programme).map(([phase, group]) => [phase, group.map((s) => s.id)])).toEqual([
      [1, ['s1', 's2']],
      [2, ['s5']],
    ]);
  });
});

describe("a cohort's dates in the parcours", () => {
  const dated = (id: string, planned_on: string | null) => ({
    id,
    schedule: planned_on ? { planned_on, place: null, link: null } : null,
  });

  it('reads « À venir » until the day, « Aujourd’hui » on it, nothing after', () => {
    expect(scheduleTiming('2027-01-05', '2027-01-04')).toBe('upcoming');
    expect(scheduleTiming('2027-01-04', '2027-01-04')).toBe('today');
    expect(scheduleTiming('2026-12-31', '2027-01-04')).toBe('past');
    expect(SCHEDULE_TIMING_LABELS.upcoming).toBe('À venir');
  });

  it('the next session is the earliest from today on, whatever the programme order; none once all have passed', () => {
    const sessions = [
      dated('a', '2027-01-04'),
      dated('b', '2027-03-01'),
      dated('c', '2027-02-01'),
      dated('d', null),
    ];
    expect(nextScheduledSession(sessions, '2027-01-05')?.id).toBe('c');
    expect(nextScheduledSession(sessions, '2027-01-04')?.id).toBe('a');
    expect(nextScheduledSession(sessions, '2027-03-02')).toBeNull();
    // Two on the same day: the first in the programme's order.
    expect(nextScheduledSession([dated('x', '2027-02-01'), dated('y', '2027-02-01')], '2027-01-01')?.id).toBe(
      'x',
    );
  });
});
