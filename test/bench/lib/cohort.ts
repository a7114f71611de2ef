/**
 * Section 9 (issue 30), its pure part: what each of the cohort's participants has done (their
 * progress and attendance, as the pipeline and the managers write them onto the member item), the
 * section's table and its Scan targets.
 */
import type { Attendance } from '@common/api-types';
import { ATTENDANCES } from '@common/cohort-progress';
import { attendanceAttribute, type StoredMember } from '../../../lambdas/cohorts/member-item';
import { keys } from '../../../lambdas/lib/keys';
import type { TransactItem } from '../../../lambdas/lib/writes';
import type { ScalePoint } from '../scale';
import { fmt, markdownTable } from './report';
import { LIMITS, target, type TargetResult } from './targets';

/** "A cohort of 500 participants opens its grid without Scan." */
export const COHORT_PARTICIPANTS = 500;

/** One read of the section: a metered request, or every page of the grid (`requests` of them). */
export interface CohortRead extends ScalePoint {
  requests: number;
}

export interface SeededProgress {
  progress: StoredMember['progress'];
  attendance: Record<string, Attendance>;
}

/**
 * Participant `n` (from 0) is `n % (sessions + 1)` sessions into the programme: those done (3 of their
 * documents opened), the next one begun (1 opened), and their attendance taken at each one done.
 * Spread so that the grid holds every kind of cell.
 */
export function seededProgress(n: number, sessionIds: readonly string[]): SeededProgress {
  const reached = n % (sessionIds.length + 1);
  const progress: StoredMember['progress'] = {};
  const attendance: Record<string, Attendance> = {};
  sessionIds.forEach((id, i) => {
    if (i < reached) {
      progress[id] = { opened: 3, done: true };
      attendance[id] = ATTENDANCES[(n + i) % ATTENDANCES.length] ?? 'present';
    } else if (i === reached) {
      progress[id] = { opened: 1, done: false };
    }
  });
  return { progress, attendance };
}

/**
 * The member item's write of `seeded`: the progress as the progress-changed job copies it (read at
 * `readAt`, no map when empty) and each attendance in its own attribute, as record-attendance sets
 * it — IF the member is there.
 */
export function progressUpdate(
  tableName: string,
  cohortId: string,
  userId: string,
  seeded: SeededProgress,
  readAt: string,
): NonNullable<TransactItem['Update']> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':at': readAt };
  const sets = ['progress_read_at = :at'];
  const empty = Object.keys(seeded.progress).length === 0;
  if (!empty) {
    sets.push('progress = :progress');
    values[':progress'] = seeded.progress;
  }
  Object.entries(seeded.attendance).forEach(([sessionId, attendance], i) => {
    names[`#a${i}`] = attendanceAttribute(sessionId);
    values[`:a${i}`] = attendance;
    sets.push(`#a${i} = :a${i}`);
  });
  return {
    TableName: tableName,
    Key: keys.cohortMember(cohortId, userId),
    UpdateExpression: `SET ${sets.join(', ')}${empty ? ' REMOVE progress' : ''}`,
    ConditionExpression: 'attribute_exists(PK)',
    ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
    ExpressionAttributeValues: values,
  };
}

/** The section's table: each read's rows, requests, DynamoDB work, time and bytes. */
export function cohortTable(reads: readonly CohortRead[]): string {
  return markdownTable({
    head: [
      'read',
      'participants',
      'rows',
      'requests',
      'calls',
      'Scan calls',
      'items read',
      'RRU',
      'time',
      'response',
      'status',
    ],
    rows: reads.map((r) => [
      r.name,
      r.level,
      r.results,
      r.requests,
      r.work.calls,
      r.work.byCommand.Scan ?? 0,
      r.work.itemsRead,
      fmt(r.work.readUnits),
      fmt(r.ms, 'ms'),
      fmt(r.responseBytes / 1024, 'KB'),
      r.status,
    ]),
  });
}

/** No Scan on the grid's and the export's paths (`scans` of scale.ts: NaN when nothing was metered). */
export function cohortTargets(counts: readonly { name: string; scans: number }[]): TargetResult[] {
  return counts.map((c) =>
    target({
      id: `noscan.cohort.${c.name}`,
      section: 'scale',
      label: `Scan calls, cohort of ${COHORT_PARTICIPANTS} participants — ${c.name}`,
      measured: c.scans,
      comparator: '<=',
      limit: LIMITS.scansOnRequestPath,
      unit: 'calls',
    }),
  );
}
