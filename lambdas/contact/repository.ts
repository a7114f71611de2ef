import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage, Page } from '../../common/api-types';
import type { ContactMessageInput } from '../../common/schemas/contact';
import { dynamo } from '../lib/clients';
import { decodeKeyCursor, encodeKeyCursor, equals, listId, matches, position } from '../lib/cursor';
import { env } from '../lib/env';
import { CONTACTS_PARTITION, keys } from '../lib/keys';

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

export async function createContactMessage(
  input: ContactMessageInput,
  userId: string | null,
  now: string,
): Promise<ContactMessage> {
  const message: ContactMessage = { id: randomUUID(), ...input, user_id: userId, created_at: now };
  await dynamo().send(
    new PutCommand({
      TableName: env.tableName(),
      Item: {
        ...keys.contactMessage(message.id),
        ...keys.contactListing(now, message.id),
        type: 'contact-message',
        ...message,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
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
