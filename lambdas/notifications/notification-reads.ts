/** Reading the bell: a page of a person's notifications, what is unread, when they last marked all read. */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { UNREAD_COUNT_CAP } from '@common/notifications';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { toNotification, type StoredNotification } from './notification-item';

const table = () => env.tableName();

/** Before this time every notification counts as read ("Tout marquer comme lu"), or null. */
export async function readBefore(userId: string): Promise<string | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: keys.notificationState(userId),
      ProjectionExpression: 'read_before',
      ConsistentRead: true,
    }),
  );
  return typeof Item?.read_before === 'string' ? Item.read_before : null;
}

/**
 * Unread notifications newer than `before`, counted up to UNREAD_COUNT_CAP: one Query of GSI3 (where
 * a notification is only while unread), whatever the person has waiting.
 */
export async function unreadCount(userId: string, before: string | null): Promise<number> {
  const { GSI3PK } = keys.unreadNotification(userId, '', '');
  const result = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI3',
      KeyConditionExpression: before ? 'GSI3PK = :pk AND GSI3SK > :before' : 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': GSI3PK, ...(before ? { ':before': `${before}#\uffff` } : {}) },
      Select: 'COUNT',
      Limit: UNREAD_COUNT_CAP,
    }),
  );
  return Math.min(result.Count ?? 0, UNREAD_COUNT_CAP);
}

/** One page of a person's notifications, newest first. */
export async function notificationsPage(
  userId: string,
  options: { limit: number; startKey?: Record<string, string | number> | undefined },
): Promise<{ items: StoredNotification[]; lastKey: Record<string, unknown> | undefined }> {
  const { PK, SKPrefix } = keys.notifications(userId);
  const result = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': PK, ':prefix': SKPrefix },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: options.startKey,
    }),
  );
  return { items: (result.Items ?? []).map(toNotification), lastKey: result.LastEvaluatedKey };
}
