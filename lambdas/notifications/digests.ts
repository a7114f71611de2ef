/**
 * Digests: who has notifications waiting for one (a mark per person, in a few shards per
 * frequency), and each person's last cut. A digest takes what was written after the last cut and up
 * to its own; the cut is moved forward only after the e-mail is queued, so a run that fails is run
 * again whole, and the e-mail's key (its cut) makes a second queueing send nothing more.
 */
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { FAN_OUT_SHARDS, keys } from '../lib/keys';
import { isConditionFailure } from '../lib/retry';
import { batchWriteAll } from '../lib/writes';
import type { DigestFrequency } from './jobs';
import { toNotification, type StoredNotification } from './notification-item';

const table = () => env.tableName();

/** Marks these people as having something for their next digest (idempotent puts). */
export async function markDigestPending(
  marks: readonly { userId: string; frequency: DigestFrequency }[],
  at: Date,
): Promise<void> {
  await batchWriteAll(
    marks.map(({ userId, frequency }) => ({
      PutRequest: {
        Item: { ...keys.digestPending(frequency, userId), user_id: userId, marked_at: at.toISOString() },
      },
    })),
  );
}

/** Everyone marked for a digest of this frequency: one Query per shard, page by page. */
export async function pendingDigestUsers(frequency: DigestFrequency): Promise<string[]> {
  const users: string[] = [];
  for (let shard = 0; shard < FAN_OUT_SHARDS; shard++) {
    const query = {
      TableName: table(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.digestShard(frequency, shard).PK },
      ProjectionExpression: 'user_id',
    };
    for await (const page of paginateQuery({ client: dynamo() }, query)) {
      for (const item of page.Items ?? []) users.push(String(item.user_id));
    }
  }
  return users;
}

/** When this person's last digest was cut (null: never). */
export async function lastDigestCut(userId: string): Promise<string | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: keys.notificationState(userId),
      ProjectionExpression: 'digest_cut',
      ConsistentRead: true,
    }),
  );
  return typeof Item?.digest_cut === 'string' ? Item.digest_cut : null;
}

/** The notifications to e-mail in a digest, written after `since` and up to `cut`. */
export async function notificationsForDigest(
  userId: string,
  since: string | null,
  cut: string,
): Promise<StoredNotification[]> {
  const { PK, SKPrefix } = keys.notifications(userId);
  const found: StoredNotification[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        FilterExpression: `email_mode = :digest AND written_at <= :cut${since ? ' AND written_at > :since' : ''}`,
        ExpressionAttributeValues: {
          ':pk': PK,
          ':prefix': SKPrefix,
          ':digest': 'digest',
          ':cut': cut,
          ...(since ? { ':since': since } : {}),
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) found.push(toNotification(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}

/** Moves the person's cut forward (never back) and clears their mark unless a newer one came since. */
export async function finishDigest(userId: string, frequency: DigestFrequency, cut: string): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.notificationState(userId),
        UpdateExpression: 'SET digest_cut = :cut',
        ConditionExpression: 'attribute_not_exists(digest_cut) OR digest_cut < :cut',
        ExpressionAttributeValues: { ':cut': cut },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: table(),
        Key: keys.digestPending(frequency, userId),
        ConditionExpression: 'marked_at <= :cut',
        ExpressionAttributeValues: { ':cut': cut },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
