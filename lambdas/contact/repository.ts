import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage, Page } from '../../common/api-types';
import type { ContactMessageInput } from '../../common/schemas/contact';
import { dynamo } from '../lib/clients';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { env } from '../lib/env';
import { validationFailed } from '../lib/errors';
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

const CURSOR_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;
const INVALID_CURSOR = 'Curseur de pagination invalide';

/** A cursor must point into the inbox: a well-formed key of another partition is as forged as garbage. */
function inboxStartKey(cursor: string | undefined) {
  const key = decodeCursor(cursor, CURSOR_KEYS);
  if (!key) return undefined;
  const inInbox =
    key.GSI1PK === CONTACTS_PARTITION && String(key.PK).startsWith('CONTACT#') && key.SK === 'MESSAGE';
  if (!inInbox) throw validationFailed(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  return key;
}

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
      ExclusiveStartKey: inboxStartKey(options.cursor),
    }),
  );
  return { items: (result.Items ?? []).map(toMessage), next_cursor: encodeCursor(result.LastEvaluatedKey) };
}
