/**
 * Following and unfollowing: the follow and the session's follower count in one transaction, each
 * conditioned on the follow being absent (or present), so that racing clicks count once.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { cancellationCodes, withConflictRetry } from '../lib/retry';
import { deletePartition } from '../lib/writes';
import { followItem } from './follow-item';

const table = () => env.tableName();

/** 'already' when the person followed the session before (nothing written). */
export async function followSession(
  sessionId: string,
  userId: string,
  now: string,
): Promise<'followed' | 'already'> {
  try {
    await withConflictRetry(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table(),
                Item: followItem({ session_id: sessionId, user_id: userId, followed_at: now }),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Update: {
                TableName: table(),
                Key: keys.followerCount(sessionId),
                UpdateExpression: 'ADD #count :one',
                ExpressionAttributeNames: { '#count': 'count' },
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      ),
    );
    return 'followed';
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return 'already';
    throw error;
  }
}

/** 'not-following' when there was no follow (nothing written). */
export async function unfollowSession(
  sessionId: string,
  userId: string,
): Promise<'unfollowed' | 'not-following'> {
  try {
    await withConflictRetry(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: table(),
                Key: keys.follow(sessionId, userId),
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            {
              Update: {
                TableName: table(),
                Key: keys.followerCount(sessionId),
                UpdateExpression: 'ADD #count :minus',
                ExpressionAttributeNames: { '#count': 'count' },
                ExpressionAttributeValues: { ':minus': -1 },
              },
            },
          ],
        }),
      ),
    );
    return 'unfollowed';
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return 'not-following';
    throw error;
  }
}

/** A deleted session's follows and their count (a delete's step, page by page). Idempotent. */
export async function deleteFollows(sessionId: string): Promise<void> {
  await deletePartition(keys.followerCount(sessionId).PK);
}
