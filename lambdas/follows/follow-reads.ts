/** Reading follows: one person's of some sessions, a session's count, a person's list, a session's followers. */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetInOrder } from '../lib/batch';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { toFollow, type Follow } from './follow-item';

const table = () => env.tableName();

export async function followerCount(sessionId: string): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.followerCount(sessionId) }),
  );
  return Math.max(0, Number(Item?.count ?? 0));
}

/**
 * For each session: whether `userId` follows it and, when asked, how many do. One BatchGet of the
 * follow items (and the count items), however many sessions a page shows (at most 50).
 */
export async function followStates(
  userId: string,
  sessionIds: readonly string[],
  withCounts: boolean,
): Promise<{ session_id: string; following: boolean; followers_count?: number }[]> {
  const follows = sessionIds.map((id) => keys.follow(id, userId));
  const counts = withCounts ? sessionIds.map((id) => keys.followerCount(id)) : [];
  const items = await batchGetInOrder([...follows, ...counts], { attributes: ['count'] });
  return sessionIds.map((id, i) => ({
    session_id: id,
    following: items[i] !== null,
    ...(withCounts ? { followers_count: Math.max(0, Number(items[sessionIds.length + i]?.count ?? 0)) } : {}),
  }));
}

/** One page of a person's follows, newest first (GSI2). */
export async function followsOf(
  userId: string,
  options: { limit: number; startKey?: Record<string, string | number> | undefined },
): Promise<{ follows: Follow[]; lastKey: Record<string, unknown> | undefined }> {
  const { GSI2PK } = keys.followedBy(userId, '', '');
  const result = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': GSI2PK },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: options.startKey,
    }),
  );
  return { follows: (result.Items ?? []).map(toFollow), lastKey: result.LastEvaluatedKey };
}

/** One page of a session's followers' ids (the fan-out's unit of work). */
export async function followersPage(
  sessionId: string,
  options: { limit: number; startKey?: Record<string, unknown> | undefined },
): Promise<{ userIds: string[]; lastKey: Record<string, unknown> | undefined }> {
  const { PK, SKPrefix } = keys.followers(sessionId);
  const result = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': PK, ':prefix': SKPrefix },
      ProjectionExpression: 'user_id',
      Limit: options.limit,
      ExclusiveStartKey: options.startKey,
    }),
  );
  return {
    userIds: (result.Items ?? []).map((item) => String(item.user_id)),
    lastKey: result.LastEvaluatedKey,
  };
}
