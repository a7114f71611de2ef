import { describe, expect, it } from 'vitest';
import { NO_PROGRESS } from '@common/cohort-progress';
import { attendanceAttribute, memberItem, memberProgress, toMember } from '../../lambdas/cohorts/member-item';
import {
  cohortTable,
  cohortTargets,
  progressUpdate,
  seededProgress,
  type CohortRead,
} from '../bench/lib/cohort';
import { checkExitCode } from '../bench/lib/targets';
import { emptyWork } from '../bench/meter';
import { scans } from '../bench/scale';

const SESSIONS = ['s1', 's2', 's3'];

describe("the bench cohort's participants", () => {
  it('are spread over the programme: from the first session begun to every session done', () => {
    expect(seededProgress(0, SESSIONS)).toEqual({
      progress: { s1: { opened: 1, done: false } },
      attendance: {},
    });
    expect(seededProgress(2, SESSIONS)).toEqual({
      progress: {
        s1: { opened: 3, done: true },
        s2: { opened: 3, done: true },
        s3: { opened: 1, done: false },
      },
      attendance: { s1: 'excused', s2: 'present' },
    });
    expect(seededProgress(3, SESSIONS).progress).toEqual({
      s1: { opened: 3, done: true },
      s2: { opened: 3, done: true },
      s3: { opened: 3, done: true },
    });
    expect(seededProgress(4, SESSIONS)).toEqual(seededProgress(0, SESSIONS));
  });

  it('read back as the grid reads a member item: each cell its progress and attendance', () => {
    const seeded = seededProgress(2, SESSIONS);
    const item = {
      ...memberItem({
        cohortId: 'c1',
        userId: 'u1',
        startsOn: '2027-01-04',
        email: 'participant@exemple.ma',
        fullName: 'Participant 3',
        startup: null,
        role: 'participant',
        joinedAt: '2027-01-04T08:00:00.000Z',
      }),
      progress: seeded.progress,
      progress_read_at: '2027-01-05T08:00:00.000Z',
      ...Object.fromEntries(Object.entries(seeded.attendance).map(([id, a]) => [attendanceAttribute(id), a])),
    };
    expect(memberProgress(toMember(item), SESSIONS)).toEqual({
      s1: { opened: 3, done: true, attendance: 'excused' },
      s2: { opened: 3, done: true, attendance: 'present' },
      s3: { ...NO_PROGRESS, opened: 1 },
    });
  });

  it('are written with one UpdateItem each, IF the member is there, each attendance its own attribute', () => {
    const update = progressUpdate('t', 'c1', 'u1', seededProgress(2, SESSIONS), '2027-01-05T08:00:00.000Z');
    expect(update).toEqual({
      TableName: 't',
      Key: { PK: 'COHORT#c1', SK: 'MEMBER#u1' },
      UpdateExpression: 'SET progress_read_at = :at, progress = :progress, #a0 = :a0, #a1 = :a1',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#a0': attendanceAttribute('s1'), '#a1': attendanceAttribute('s2') },
      ExpressionAttributeValues: {
        ':at': '2027-01-05T08:00:00.000Z',
        ':progress': seededProgress(2, SESSIONS).progress,
        ':a0': 'excused',
        ':a1': 'present',
      },
    });
    // No programme: no map at all, and no names (DynamoDB refuses an empty list of them).
    expect(progressUpdate('t', 'c1', 'u1', seededProgress(0, []), 'x')).toEqual({
      TableName: 't',
      Key: { PK: 'COHORT#c1', SK: 'MEMBER#u1' },
      UpdateExpression: 'SET progress_read_at = :at REMOVE progress',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': 'x' },
    });
  });
});

function read(name: string, byCommand: Record<string, number>, requests = 1): CohortRead {
  const calls = Object.values(byCommand).reduce((n, c) => n + c, 0);
  return {
    level: 500,
    name,
    status: 200,
    results: 500,
    work: { ...emptyWork(), calls, itemsRead: 510, readUnits: 42.5, byCommand },
    ms: 1234.5,
    responseBytes: 150 * 1024,
    requests,
  };
}

describe("the bench cohort's row", () => {
  it('is met with no Scan, missed with one, and missed when nothing was metered', () => {
    const targets = cohortTargets(
      scans([
        read('grid, every page', { GetItem: 11, BatchGetItem: 11, Query: 11 }, 11),
        read('export (CSV)', { GetItem: 2, Scan: 1 }),
        read('grid, first page', {}),
      ]),
    );
    expect(targets.map((t) => [t.id, t.label, t.measured, t.met])).toEqual([
      [
        'noscan.cohort.grid, every page',
        'Scan calls, cohort of 500 participants — grid, every page',
        0,
        true,
      ],
      ['noscan.cohort.export (CSV)', 'Scan calls, cohort of 500 participants — export (CSV)', 1, false],
      [
        'noscan.cohort.grid, first page',
        'Scan calls, cohort of 500 participants — grid, first page',
        Number.NaN,
        false,
      ],
    ]);
    expect(checkExitCode(targets.slice(0, 1))).toBe(0);
    expect(checkExitCode(targets)).toBe(1);
  });

  it("is a table of each read's rows, requests, work, time and bytes", () => {
    const table = cohortTable([read('grid, every page', { GetItem: 11, BatchGetItem: 11, Query: 11 }, 11)]);
    expect(table.split('\n')).toEqual([
      '| read | participants | rows | requests | calls | Scan calls | items read | RRU | time | response | status |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| grid, every page | 500 | 500 | 11 | 33 | 0 | 510 | 42.5 | 1235 ms | 150 KB | 200 |',
    ]);
  });
});
