import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page, Session } from '../../common/api-types';
import type { SessionInput } from '../../common/schemas/session';
import { dynamo } from '../lib/clients';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { env } from '../lib/env';
import { keys, PUBLISHED_SESSIONS_PARTITION } from '../lib/keys';

function toSession(item: Record<string, unknown>): Session {
  return {
    id: String(item.id),
    title: String(item.title),
    description: typeof item.description === 'string' ? item.description : null,
    status: item.status as Session['status'],
    image_url: typeof item.image_url === 'string' ? item.image_url : null,
    tags: Array.isArray(item.tags) ? item.tags.map(String) : [],
    user_id: String(item.user_id),
    views_count: Number(item.views_count ?? 0),
    created_at: String(item.created_at),
    updated_at: String(item.updated_at),
  };
}

function indexKeys(session: Session) {
  return {
    ...keys.sessionByUpdate(session.updated_at, session.id),
    ...keys.ownedSession(session.user_id, session.updated_at, session.id),
    ...(session.status === 'published' ? keys.publishedSession(session.created_at, session.id) : {}),
  };
}

export async function createSession(input: SessionInput, ownerId: string, now: string): Promise<Session> {
  const session: Session = {
    id: randomUUID(),
    ...input,
    user_id: ownerId,
    views_count: 0,
    created_at: now,
    updated_at: now,
  };
  await dynamo().send(
    new PutCommand({
      TableName: env.tableName(),
      Item: { ...keys.session(session.id), ...indexKeys(session), type: 'session', ...session },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return session;
}

export async function findSession(sessionId: string): Promise<Session | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: env.tableName(), Key: keys.session(sessionId) }),
  );
  return Item ? toSession(Item) : null;
}

const PUBLISHED_CURSOR_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;

/** Published sessions by creation date, one Query on GSI1 per page. */
export async function publishedSessions(options: {
  order: 'oldest' | 'newest';
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<Session>> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: env.tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': PUBLISHED_SESSIONS_PARTITION },
      ScanIndexForward: options.order === 'oldest',
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor, PUBLISHED_CURSOR_KEYS),
    }),
  );
  return {
    items: (result.Items ?? []).map(toSession),
    next_cursor: encodeCursor(result.LastEvaluatedKey),
  };
}
