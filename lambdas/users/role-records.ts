/** Role changes and the first admin, each in one transaction with the platform's admin count. */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { type Role } from '@common/roles';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { cancellationCodes, withConflictRetry } from '../lib/retry';
import { adminCountDelta } from './role-rules';

export type RoleChangeOutcome = 'changed' | 'role-changed' | 'last-admin';

/**
 * Moves a user from role `from` to `to` and the admin count with it, in one transaction that holds
 * only if the user still has `from` (so concurrent changes cannot count twice). With
 * `keepLastAdmin`, a change that would leave no admin is refused.
 */
export async function changeRole(
  userId: string,
  from: Role,
  to: Role,
  options: { keepLastAdmin: boolean; by: string },
): Promise<RoleChangeOutcome> {
  const delta = adminCountDelta(from, to);
  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
    {
      Update: {
        TableName: env.tableName(),
        Key: keys.user(userId),
        // Who changed it: the person is notified unless it was their own doing (the stream reads it).
        UpdateExpression: 'SET #role = :to, role_changed_by = :by',
        ConditionExpression: 'attribute_exists(PK) AND #role = :from',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':to': to, ':from': from, ':by': options.by },
      },
    },
  ];
  if (delta !== 0) {
    const guard = delta < 0 && options.keepLastAdmin;
    items.push({
      Update: {
        TableName: env.tableName(),
        Key: keys.platformStats(),
        UpdateExpression: 'ADD adminCount :delta',
        ...(guard ? { ConditionExpression: 'adminCount > :one' } : {}),
        ExpressionAttributeValues: { ':delta': delta, ...(guard ? { ':one': 1 } : {}) },
      },
    });
  }
  try {
    await withConflictRetry(() => dynamo().send(new TransactWriteCommand({ TransactItems: items })));
    return 'changed';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return 'role-changed';
    if (codes[1] === 'ConditionalCheckFailed') return 'last-admin';
    throw error;
  }
}

/**
 * First-admin bootstrap: the caller becomes admin only if the platform has no admin. One
 * transaction conditions on the admin count, so exactly one of any number of racing callers wins.
 */
export async function claimFirstAdmin(
  userId: string,
  from: Role,
): Promise<'claimed' | 'admin-exists' | 'role-changed'> {
  try {
    await withConflictRetry(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: env.tableName(),
                Key: keys.platformStats(),
                UpdateExpression: 'SET adminCount = :one',
                ConditionExpression: 'attribute_not_exists(adminCount) OR adminCount = :zero',
                ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
              },
            },
            {
              Update: {
                TableName: env.tableName(),
                Key: keys.user(userId),
                UpdateExpression: 'SET #role = :admin, role_changed_by = :self',
                ConditionExpression: 'attribute_exists(PK) AND #role = :from',
                ExpressionAttributeNames: { '#role': 'role' },
                ExpressionAttributeValues: { ':admin': 'admin', ':from': from, ':self': userId },
              },
            },
          ],
        }),
      ),
    );
    return 'claimed';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return 'admin-exists';
    if (codes[1] === 'ConditionalCheckFailed') return 'role-changed';
    throw error;
  }
}
