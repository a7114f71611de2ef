import { describe, expect, it } from 'vitest';
import { programmeReport, type CohortRecord } from '@common/report';

const cohort = (overrides: Partial<CohortRecord['cohort']> = {}): CohortRecord['cohort'] => ({
  id: 'c1',
  name: 'Promo Casablanca',
  organisation: 'Technopark',
  starts_on: '2027-01-04',
  ends_on: '2027-04-26',
  programme: [
    { session_id: 's1', planned_on: '2027-01-11' },
    { session_id: 's2', planned_on: '2027-03-01' },
  ],
  attendance_threshold: null,
  ...overrides,
});

const member = (user_id: string, extra: Partial<CohortRecord['members'][number]> = {}) => ({
  user_id,
  role: 'participant' as const,
  startup: `Startup ${user_id}`,
  joined_at: '2027-01-02T10:00:00.000Z',
  attendance: {},
  ...extra,
});

function record(overrides: Partial<CohortRecord> = {}): CohortRecord {
  return {
    cohort: cohort(),
    requiredDeliverables: ['d1'],
    members: [],
    accepted: [],
    certificates: [],
    profiles: new Map(),
    ...overrides,
  };
}

const YEAR = { from: '2027-01-01', to: '2027-12-31' };

describe("the report's figures", () => {
  it('count participants, not mentors, and those who joined by the end of the period', () => {
    const records = [
      record({
        members: [
          member('a'),
          member('m', { role: 'mentor' }),
          member('late', { joined_at: '2027-03-10T09:00:00.000Z' }),
        ],
      }),
    ];
    expect(programmeReport(records, YEAR, null, '').totals.participants).toBe(2);
    expect(
      programmeReport(records, { from: '2027-01-01', to: '2027-02-28' }, null, '').totals.participants,
    ).toBe(1);
  });

  it('count a startup once, however its name was typed, and none for a blank one', () => {
    const records = [
      record({
        members: [
          member('a', { startup: 'Jokko Agri' }),
          member('b', { startup: '  jokko   AGRI ' }),
          member('c', { startup: null }),
          member('d', { startup: ' ' }),
        ],
      }),
      record({ cohort: cohort({ id: 'c2' }), members: [member('e', { startup: 'JOKKO agri' })] }),
    ];
    expect(programmeReport(records, YEAR, null, '').totals.startups).toBe(1);
  });

  it('rate attendance at the sessions held in the period, "Excusé" counting neither way', () => {
    const records = [
      record({
        members: [
          member('a', { attendance: { s1: 'present', s2: 'absent' } }),
          member('b', { attendance: { s1: 'excused', s2: 'present' } }),
        ],
      }),
    ];
    expect(programmeReport(records, YEAR, null, '').totals.attendance_rate).toBe(2 / 3);
    expect(
      programmeReport(records, { from: '2027-01-01', to: '2027-01-31' }, null, '').totals.attendance_rate,
    ).toBe(1);
    expect(
      programmeReport([record({ members: [member('a')] })], YEAR, null, '').totals.attendance_rate,
    ).toBeNull();
  });

  it('judge completion as it stood at the end of the period, over cohorts that set something to complete', () => {
    const records = [
      record({
        members: [member('a'), member('b')],
        accepted: [
          { user_id: 'a', deliverable_id: 'd1', reviewed_at: '2027-02-10T12:00:00.000Z' },
          { user_id: 'b', deliverable_id: 'd1', reviewed_at: '2027-04-10T12:00:00.000Z' },
        ],
      }),
      // Nothing to complete: its participant is left out of the rate.
      record({
        cohort: cohort({ id: 'c2' }),
        requiredDeliverables: [],
        members: [member('c')],
      }),
    ];
    const march = programmeReport(records, { from: '2027-01-01', to: '2027-03-31' }, null, '').totals;
    expect([march.completed, march.completion_rate, march.deliverables_accepted]).toEqual([1, 1 / 2, 1]);
    const year = programmeReport(records, YEAR, null, '').totals;
    expect([year.completed, year.completion_rate, year.participants]).toEqual([2, 1, 3]);
  });

  it('count certificates issued in the period and not revoked', () => {
    const records = [
      record({
        members: [member('a'), member('b'), member('c')],
        certificates: [
          { user_id: 'a', issued_at: '2027-04-01T10:00:00.000Z', revoked_at: null },
          { user_id: 'b', issued_at: '2027-04-01T10:00:00.000Z', revoked_at: '2027-04-02T10:00:00.000Z' },
          { user_id: 'c', issued_at: '2028-01-05T10:00:00.000Z', revoked_at: null },
        ],
      }),
    ];
    expect(programmeReport(records, YEAR, null, '').totals.certificates_issued).toBe(1);
  });

  it('leave out a cohort not under way in the period, and break the rest down by the answers given', () => {
    const records = [
      record({
        members: [member('a'), member('b'), member('c'), member('d')],
        profiles: new Map([
          ['a', { country: 'SN', gender: 'female' as const }],
          ['b', { country: 'MA', gender: 'male' as const }],
          ['c', { country: 'MA', gender: null }],
        ]),
      }),
      record({
        cohort: cohort({ id: 'old', starts_on: '2025-01-01', ends_on: '2025-06-30' }),
        members: [member('z')],
      }),
    ];
    const report = programmeReport(records, YEAR, null, '');
    expect(report.cohorts.map((line) => line.cohort.id)).toEqual(['c1']);
    expect(report.by_country.map((row) => [row.label, row.figures.participants])).toEqual([
      ['Maroc', 2],
      ['Sénégal', 1],
      ['Non renseigné', 1],
    ]);
    expect(report.by_gender.map((row) => [row.label, row.figures.participants])).toEqual([
      ['Femme', 1],
      ['Homme', 1],
      ['Non renseigné', 2],
    ]);
  });
});
