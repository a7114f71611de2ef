/**
 * Writing the bell: new notifications (each IF it does not exist yet, so a replayed event adds none),
 * one read, all read.
 */
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { backoff, cancellationCodes, isConditionFailure, isTransactionConflict } from '../lib/retry';
import { notificationItem, type NotificationDraft } from './notification-item';

const table = () => env.tableName();

/** DynamoDB's ceiling of actions per transaction. */
const TRANSACTION_SIZE = 100;

/**
 * Writes the notifications that do not exist yet, a hundred per TransactWriteItems, each Put
 * conditioned on its key being new: a batch written twice (a stream batch or a job delivered again)
 * writes nothing the second time, and a notification already read stays read. When some exist, the
 * transaction is refused with a reason per item; it goes again without them. Returns how many were new.
 */
export async function writeNotifications(drafts: readonly NotificationDraft[], now: Date): Promise<number> {
  let written = 0;
  for (let start = 0; start < drafts.length; start += TRANSACTION_SIZE) {
    let pending = drafts.slice(start, start + TRANSACTION_SIZE);
    for (let attempt = 1; pending.length > 0; attempt++) {
      try {
        await dynamo().send(
          new TransactWriteCommand({
            TransactItems: pending.map((draft) => ({
              Put: {
                TableName: table(),
                Item: notificationItem(draft, now),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            })),
          }),
        );
        written += pending.length;
        pending = [];
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes.includes('ConditionalCheckFailed')) {
          // Those exist already (written by an earlier delivery): the others go again without them.
          pending = pending.filter((_, i) => codes[i] !== 'ConditionalCheckFailed');
        } else if (isTransactionConflict(error) && attempt < 10) {
          await backoff(attempt);
        } else {
          throw error;
        }
      }
    }
  }
  return written;
}

/** Marks one notification read (it leaves the unread index); false when it does not exist. */
export async function markRead(userId: string, at: string, eventKey: string, now: Date): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.notification(userId, at, eventKey),
        UpdateExpression: 'SET read_at = if_not_exists(read_at, :now) REMOVE GSI3PK, GSI3SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** "Tout marquer comme lu": one write, whatever is waiting; what arrives later is unread again. */
export async function markAllRead(userId: string, now: Date): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.notificationState(userId),
        UpdateExpression: 'SET read_before = :now',
        // Never back in time (two devices, one slow).
        ConditionExpression: 'attribute_not_exists(read_before) OR read_before < :now',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
