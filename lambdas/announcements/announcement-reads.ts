/** Reading announcements and their recipients: the MARKETING index (GSI2), the admins' list (GSI1). */
import { GetCommand, QueryCommand, paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { Announcement, Page } from '@common/api-types';
import { withDefaultPreferences } from '@common/notification-preferences';
import { dynamo } from '../lib/clients';
import { decodeKeyCursor, encodeKeyCursor, equals, listId, matches, position } from '../lib/cursor';
import { env } from '../lib/env';
import { ANNOUNCEMENTS_PARTITION, keys, MARKETING_PARTITION } from '../lib/keys';
import { toAnnouncement } from './announcement-item';

const table = () => env.tableName();

/** One page of the people who opted in (the fan-out's unit of work): their ids, from the index alone. */
export async function marketingRecipientsPage(options: {
  limit: number;
  startKey?: Record<string, unknown> | undefined;
}): Promise<{ userIds: string[]; lastKey: Record<string, unknown> | undefined }> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': MARKETING_PARTITION },
      ProjectionExpression: 'id',
      Limit: options.limit,
      ExclusiveStartKey: options.startKey,
    }),
  );
  return {
    userIds: (result.Items ?? []).flatMap((item) => (typeof item.id === 'string' ? [item.id] : [])),
    lastKey: result.LastEvaluatedKey,
  };
}

/** How many opted in: a COUNT Query of the index, page by page (1 MB of keys per page). */
export async function countMarketingRecipients(): Promise<number> {
  let count = 0;
  const query = {
    TableName: table(),
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': MARKETING_PARTITION },
    Select: 'COUNT' as const,
  };
  for await (const page of paginateQuery({ client: dynamo() }, query)) count += page.Count ?? 0;
  return count;
}

/** Whether this person opted in (the admin who sends is not told of their own announcement). */
export async function optedIn(userId: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: keys.user(userId),
      ProjectionExpression: 'notification_preferences',
    }),
  );
  return Item ? withDefaultPreferences(Item.notification_preferences).marketing_emails : false;
}

/** How many an announcement from `senderId` reaches now: those who opted in, but the sender. */
export async function announcementRecipients(senderId: string): Promise<number> {
  const [all, sender] = await Promise.all([countMarketingRecipients(), optedIn(senderId)]);
  return Math.max(0, all - (sender ? 1 : 0));
}

export async function findAnnouncement(id: string): Promise<Announcement | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.announcement(id), ConsistentRead: true }),
  );
  return Item ? toAnnouncement(Item) : null;
}

/** A cursor must point into the announcements' list (a key of another partition is as forged as garbage). */
const LIST = listId('announcements');
const LIST_KEY = {
  PK: matches(/^ANNOUNCEMENT#/),
  SK: equals('META'),
  GSI1PK: equals(ANNOUNCEMENTS_PARTITION),
  GSI1SK: position,
};

/** The admins' list, newest first: one Query on GSI1 per page. */
export async function listAnnouncements(options: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<Announcement>> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': ANNOUNCEMENTS_PARTITION },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: decodeKeyCursor(options.cursor, LIST, LIST_KEY),
    }),
  );
  return {
    items: (result.Items ?? []).map(toAnnouncement),
    next_cursor: encodeKeyCursor(LIST, result.LastEvaluatedKey),
  };
}
