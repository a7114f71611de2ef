import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage, Page } from '@common/api-types';
import { LIMITS } from '@common/limits';
import { MESSAGES } from '@common/messages';
import type { ContactMessageInput } from '@common/schemas/contact';
import { dynamo } from '../lib/clients';
import { decodeKeyCursor, encodeKeyCursor, equals, listId, matches, position } from '../lib/cursor';
import { env } from '../lib/env';
import { tooManyRequests } from '../lib/errors';
import { CONTACTS_PARTITION, keys } from '../lib/keys';
import { cancellationCodes, withConflictRetry } from '../lib/retry';
import { TTL_ATTRIBUTE } from '../lib/table-definition';
import type { TransactItem } from '../lib/writes';

function toMessage(item: Record<string, unknown>): ContactMessage {
  return {
    id: String(item.id),
    name: String(item.name),
    email: String(item.email),
    subject: String(item.subject),
    message: String(item.message),
    user_id: typeof item.user_id === 'string' ? item.user_id : null,
    created_at: String(item.created_at),
  };
}

/** Who sends a message, for the hourly limits: the signed-in user (if any) and the address it came from. */
export interface ContactSender {
  userId: string | null;
  address: string;
}

/** One ADD on a sender's count for the hour, refused once the count has reached the limit. */
function quotaItem(sender: string, hour: string, limit: number, expiresAt: number): TransactItem {
  return {
    Update: {
      TableName: env.tableName(),
      Key: keys.contactQuota(sender, hour),
      UpdateExpression: 'SET #type = :type, #expires = :expires ADD #count :one',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeNames: { '#type': 'type', '#expires': TTL_ATTRIBUTE, '#count': 'count' },
      ExpressionAttributeValues: {
        ':type': 'contact-quota',
        ':expires': expiresAt,
        ':one': 1,
        ':limit': limit,
      },
    },
  };
}

/**
 * Stores a message and counts it against its sender's hourly limits (the user's and the address's),
 * in one transaction: over either limit nothing is stored nor counted, and the answer is a 429 that
 * says which limit and when to try again. Racing messages cannot overshoot: each count is conditioned.
 */
export async function createContactMessage(
  input: ContactMessageInput,
  sender: ContactSender,
  at: Date,
): Promise<ContactMessage> {
  const now = at.toISOString();
  const hour = now.slice(0, 13);
  const hourEnd = Math.floor(Date.parse(`${hour}:00:00.000Z`) / 1000) + 3600;
  const message: ContactMessage = { id: randomUUID(), ...input, user_id: sender.userId, created_at: now };
  const quotas = [
    ...(sender.userId
      ? [
          {
            sender: `user#${sender.userId}`,
            limit: LIMITS.contactMessagesPerUserPerHour,
            refusal: MESSAGES.contactTooManyFromUser,
          },
        ]
      : []),
    {
      sender: `ip#${sender.address}`,
      limit: LIMITS.contactMessagesPerAddressPerHour,
      refusal: MESSAGES.contactTooManyFromAddress,
    },
  ];
  const items: TransactItem[] = [
    {
      Put: {
        TableName: env.tableName(),
        Item: {
          ...keys.contactMessage(message.id),
          ...keys.contactListing(now, message.id),
          type: 'contact-message',
          ...message,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...quotas.map((quota) => quotaItem(quota.sender, hour, quota.limit, hourEnd)),
  ];
  try {
    await withConflictRetry(() => dynamo().send(new TransactWriteCommand({ TransactItems: items })));
  } catch (error) {
    // Reasons come in the order of the items: the message first, then the quotas.
    const codes = cancellationCodes(error);
    const refused = quotas.find((_, i) => codes[i + 1] === 'ConditionalCheckFailed');
    if (refused)
      throw tooManyRequests(refused.refusal, Math.max(1, hourEnd - Math.floor(at.getTime() / 1000)));
    throw error;
  }
  return message;
}

export async function findContactMessage(messageId: string): Promise<ContactMessage | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: env.tableName(), Key: keys.contactMessage(messageId) }),
  );
  return Item ? toMessage(Item) : null;
}

/** One list, newest first; a cursor must point into the inbox (a key of another partition is as forged as garbage). */
const INBOX = listId('contact-inbox');
const INBOX_KEY = {
  PK: matches(/^CONTACT#/),
  SK: equals('MESSAGE'),
  GSI1PK: equals(CONTACTS_PARTITION),
  GSI1SK: position,
};

/** The admin inbox, newest first: one Query on GSI1 per page. */
export async function listContactMessages(options: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<ContactMessage>> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: env.tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': CONTACTS_PARTITION },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: decodeKeyCursor(options.cursor, INBOX, INBOX_KEY),
    }),
  );
  return {
    items: (result.Items ?? []).map(toMessage),
    next_cursor: encodeKeyCursor(INBOX, result.LastEvaluatedKey),
  };
}
