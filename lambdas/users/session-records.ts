/** What ends a person's sessions for the API (tokens_valid_after) and when two-factor sign-in was turned on (mfa_enabled_at). */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/retry';
import { findUser } from './user-records';

/**
 * Ends, for the API, every session signed in before `now` (epoch seconds): the floor only rises, so
 * of two calls racing the later time stays. Returns false when the user has no record.
 */
export async function endSessionsBefore(userId: string, now: number): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET tokens_valid_after = :now',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(tokens_valid_after) OR tokens_valid_after <= :now)',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Either no record, or a later floor already: only the first is a failure.
    return (await findUser(userId)) !== null;
  }
}

/**
 * Records two-factor sign-in as Cognito reports it: turned on at `now` (epoch seconds) — always, or
 * only when nothing is recorded (`keepEarlier`) — or off (the time removed). Returns the time kept.
 */
export async function recordTwoFactor(
  userId: string,
  on: boolean,
  now: number,
  { keepEarlier }: { keepEarlier: boolean },
): Promise<number | null> {
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: keys.user(userId),
      UpdateExpression: on
        ? keepEarlier
          ? 'SET mfa_enabled_at = if_not_exists(mfa_enabled_at, :now)'
          : 'SET mfa_enabled_at = :now'
        : 'REMOVE mfa_enabled_at',
      ConditionExpression: 'attribute_exists(PK)',
      ...(on ? { ExpressionAttributeValues: { ':now': now } } : {}),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return typeof Attributes?.mfa_enabled_at === 'number' ? Attributes.mfa_enabled_at : null;
}
