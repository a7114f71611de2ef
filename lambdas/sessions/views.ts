import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { activityExpiry } from '../lib/retention';
import { addCounter } from '../lib/writes';
import { deletePartition } from '../lib/writes';

export interface ViewRecord {
  sessionId: string;
  userId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Counts a view atomically on the session (ADD, no transaction on the hot item), keeps the
 * record, and bumps the day's counter for the dashboard's 30-day change. Returns the new count,
 * or null when the session is not (or no longer) published.
 */
export async function recordView(view: ViewRecord, at = new Date()): Promise<number | null> {
  const counted = await incrementViews(view.sessionId);
  if (counted === null) return null;
  const iso = at.toISOString();
  const day = iso.slice(0, 10);
  await Promise.all([
    dynamo().send(
      new PutCommand({
        TableName: env.tableName(),
        Item: {
          ...keys.sessionView(view.sessionId, iso, randomUUID()),
          type: 'view',
          session_id: view.sessionId,
          user_id: view.userId,
          ip_address: view.ipAddress,
          user_agent: view.userAgent?.slice(0, 512) ?? null,
          created_at: iso,
          ...activityExpiry(at),
        },
      }),
    ),
    addCounter(keys.dailyCounter('views', day), 'count'),
    addCounter(keys.dailyCounter(`views:owner:${counted.ownerId}`, day), 'count'),
    addCounter(keys.userCounters(counted.ownerId), 'views'),
  ]);
  return counted.views;
}

/** Atomic view count; concurrent views never lose an increment. */
export async function incrementViews(sessionId: string): Promise<{ views: number; ownerId: string } | null> {
  try {
    const result = await dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: keys.session(sessionId),
        UpdateExpression: 'ADD views_count :one',
        ConditionExpression:
          'attribute_exists(PK) AND #status = :published AND attribute_not_exists(deleting)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':one': 1, ':published': 'published' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return {
      views: Number(result.Attributes?.views_count ?? 0),
      ownerId: String(result.Attributes?.user_id ?? ''),
    };
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

/** Removes who viewed a session, when and from where (a delete's step before the item goes). */
export async function deleteViewRecords(sessionId: string): Promise<void> {
  await deletePartition(keys.sessionView(sessionId, '', '').PK);
}
