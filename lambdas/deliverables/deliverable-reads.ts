/** Reading deliverables and hand-ins: all in the cohort's partition, or its "À relire" entries on GSI3. */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DELIVERABLE_LIMITS } from '@common/deliverables';
import { queryAll } from '../lib/batch';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import {
  isHeadKey,
  isVersionKey,
  toDeliverable,
  toHead,
  toVersion,
  type StoredDeliverable,
  type StoredHead,
  type StoredVersion,
} from './deliverable-item';

const table = () => env.tableName();

async function getItem(key: Record<string, string>): Promise<Record<string, unknown> | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }),
  );
  return Item ?? null;
}

/** Due first, then the oldest: the order every screen shows. */
export function byDueDate(a: StoredDeliverable, b: StoredDeliverable): number {
  return a.due_on.localeCompare(b.due_on) || a.created_at.localeCompare(b.created_at);
}

/** Every deliverable of the cohort: one Query of its partition (at most 60 small items: one page). */
export async function listDeliverables(cohortId: string): Promise<StoredDeliverable[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.cohortPartition(cohortId).PK,
      ':prefix': keys.cohortDeliverablePrefix,
    },
    ConsistentRead: true,
  });
  return items.map(toDeliverable).sort(byDueDate);
}

export async function findDeliverable(cohortId: string, deliverableId: string) {
  const item = await getItem(keys.cohortDeliverable(cohortId, deliverableId));
  return item ? toDeliverable(item) : null;
}

export async function findHead(
  cohortId: string,
  userId: string,
  deliverableId: string,
): Promise<StoredHead | null> {
  const item = await getItem(keys.submissionHead(cohortId, userId, deliverableId));
  return item ? toHead(item) : null;
}

export async function findVersion(
  cohortId: string,
  userId: string,
  deliverableId: string,
  version: number,
): Promise<StoredVersion | null> {
  const item = await getItem(keys.submissionVersion(cohortId, userId, deliverableId, version));
  return item ? toVersion(item) : null;
}

/** Everything one participant handed in, in one cohort: one Query of `SUB#{userId}#` (every page). */
export async function participantVersions(cohortId: string, userId: string): Promise<StoredVersion[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.cohortPartition(cohortId).PK,
      ':prefix': keys.submissionsOf(userId),
    },
    ConsistentRead: true,
  });
  return items.filter((item) => isVersionKey(String(item.SK))).map(toVersion);
}

/**
 * The cohort's hand-ins waiting for a review, oldest first: one Query of its GSI3 partition
 * (`REVIEW#{cohortId}`, only heads whose latest version is pending carry it), at most the queue's cap.
 * With `startups`, only those of participants of these startups (a mentor's).
 */
export async function pendingReviews(cohortId: string, startups?: readonly string[]): Promise<StoredHead[]> {
  if (startups && startups.length === 0) return [];
  const filter = startups
    ? {
        FilterExpression: `startup IN (${startups.map((_, i) => `:s${i}`).join(', ')})`,
        values: Object.fromEntries(startups.map((name, i) => [`:s${i}`, name])),
      }
    : null;
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :pk',
        ExpressionAttributeValues: {
          ':pk': keys.pendingReview(cohortId, '', '', '').GSI3PK,
          ...(filter?.values ?? {}),
        },
        ...(filter ? { FilterExpression: filter.FilterExpression } : {}),
        Limit: DELIVERABLE_LIMITS.queueMax,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start && items.length < DELIVERABLE_LIMITS.queueMax);
  return items
    .filter((item) => isHeadKey(String(item.SK)))
    .slice(0, DELIVERABLE_LIMITS.queueMax)
    .map(toHead);
}
