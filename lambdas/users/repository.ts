import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isRole, type Role } from '../../common/roles';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';

export interface UserRecord {
  id: string;
  email: string;
  role: Role;
  full_name: string | null;
  avatar_url: string | null;
  created_at: string;
  last_sign_in_at: string | null;
}

function toUser(item: Record<string, unknown>): UserRecord {
  return {
    id: String(item.id),
    email: String(item.email),
    role: isRole(item.role) ? item.role : 'user',
    full_name: typeof item.full_name === 'string' ? item.full_name : null,
    avatar_url: typeof item.avatar_url === 'string' ? item.avatar_url : null,
    created_at: String(item.created_at),
    last_sign_in_at: typeof item.last_sign_in_at === 'string' ? item.last_sign_in_at : null,
  };
}

export async function findUser(userId: string): Promise<UserRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: env.tableName(), Key: keys.user(userId) }),
  );
  return Item ? toUser(Item) : null;
}

/** Mirrors a confirmed Cognito user; idempotent, so a retried trigger does not fail or overwrite. */
export async function createUser(userId: string, email: string, now: string): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: env.tableName(),
        Item: {
          ...keys.user(userId),
          ...keys.userListing(now, userId),
          type: 'user',
          id: userId,
          email: email.toLowerCase(),
          role: 'user',
          created_at: now,
          last_sign_in_at: null,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

export async function recordSignIn(userId: string, now: string): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET last_sign_in_at = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Sets the authoritative role; the Cognito group is kept in step by the caller. */
export async function setRole(userId: string, role: Role): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET #role = :role',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': role },
    }),
  );
}
