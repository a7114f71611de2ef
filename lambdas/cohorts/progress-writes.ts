/**
 * Writing where a cohort's members are: their progress (copied from their parcours by the pipeline,
 * so the grid reads one partition) and their attendance (taken by a manager). Each write touches the
 * member item only while it exists: a participant removed meanwhile is not brought back.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Attendance } from '@common/api-types';
import { queryAll } from '../lib/batch';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { toProgress } from '../parcours/parcours-item';
import { attendanceAttribute, type StoredMember } from './member-item';

const table = () => env.tableName();

function isConditionFailure(error: unknown): boolean {
  return (error as Error).name === 'ConditionalCheckFailedException';
}

/** The cohorts `userId` belongs to (GSI1 of their memberships, every page). */
async function memberCohortIds(userId: string): Promise<string[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.memberCohortListing(userId, '', '').GSI1PK },
    ProjectionExpression: 'cohort_id',
  });
  return items.flatMap((item) => (typeof item.cohort_id === 'string' ? [item.cohort_id] : []));
}

/**
 * Copies `userId`'s parcours onto their membership of each cohort (those named, else all of theirs;
 * a membership just put is named, since the index follows the table a moment later). The whole
 * partition is read, strongly consistent, and the copy written only over an older read: whatever
 * order the pipeline's jobs run in, the last word is the latest read. Idempotent.
 */
export async function syncProgress(userId: string, cohortIds?: readonly string[]): Promise<number> {
  const readAt = new Date().toISOString();
  const [items, cohorts] = await Promise.all([
    queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.parcours(userId).PK },
      ConsistentRead: true,
    }),
    cohortIds ? Promise.resolve([...cohortIds]) : memberCohortIds(userId),
  ]);
  const { openedBySession, doneSessionIds } = toProgress(items);
  const progress: StoredMember['progress'] = {};
  for (const id of new Set([...openedBySession.keys(), ...doneSessionIds])) {
    progress[id] = { opened: openedBySession.get(id) ?? 0, done: doneSessionIds.has(id) };
  }
  const empty = Object.keys(progress).length === 0;
  let written = 0;
  for (const cohortId of new Set(cohorts)) {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.cohortMember(cohortId, userId),
          // Nothing done yet: no map at all (an empty one is no progress, and a stream record's
          // image of an empty map is one thing less for a reader to get wrong).
          UpdateExpression: empty
            ? 'SET progress_read_at = :at REMOVE progress'
            : 'SET progress = :progress, progress_read_at = :at',
          ConditionExpression:
            'attribute_exists(PK) AND (attribute_not_exists(progress_read_at) OR progress_read_at < :at)',
          ExpressionAttributeValues: { ':at': readAt, ...(empty ? {} : { ':progress': progress }) },
        }),
      );
      written += 1;
    } catch (error) {
      // Removed from the cohort meanwhile, or a later read already written: nothing to do.
      if (!isConditionFailure(error)) throw error;
    }
  }
  return written;
}

/**
 * A manager takes `userId`'s attendance at one session ("Présent", "Absent", "Excusé"), or clears it
 * (null). False when the person is no longer a member.
 */
export async function recordAttendance(
  cohortId: string,
  userId: string,
  sessionId: string,
  attendance: Attendance | null,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.cohortMember(cohortId, userId),
        ...(attendance
          ? {
              UpdateExpression: 'SET #attendance = :attendance',
              ExpressionAttributeValues: { ':attendance': attendance },
            }
          : { UpdateExpression: 'REMOVE #attendance' }),
        ExpressionAttributeNames: { '#attendance': attendanceAttribute(sessionId) },
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
