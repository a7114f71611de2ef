/**
 * Writing a person's parcours: each document they open and each session they mark done is one item,
 * put only if it is not there yet (so racing requests record it once), and removed with the document
 * or session it names.
 */
import { DeleteCommand, paginateQuery, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { batchWriteAll } from '../lib/writes';
import { doneItem, openedItem, type OpenedVia } from './parcours-item';

const table = () => env.tableName();

/** Puts `Item` unless its key is taken; false when it was (recorded before, or by a racing request). */
async function putOnce(Item: Record<string, unknown>): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({ TableName: table(), Item, ConditionExpression: 'attribute_not_exists(PK)' }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * `userId` opened a document (a download, or a preview read in the page): recorded the first time
 * only. True when this call recorded it. Downloads are still counted each time (downloads.ts).
 */
export function recordOpened(
  userId: string,
  document: { id: string; session_id: string },
  via: OpenedVia,
  at = new Date(),
): Promise<boolean> {
  return putOnce(openedItem(userId, document, via, at));
}

/** `userId` says they finished a session; marking it again keeps the first mark. */
export async function markSessionDone(userId: string, sessionId: string, at = new Date()): Promise<void> {
  await putOnce(doneItem(userId, sessionId, at));
}

/** The mark goes (whether or not there was one): "J'ai terminé cette session" pressed again. */
export async function unmarkSessionDone(userId: string, sessionId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.parcoursDone(userId, sessionId) }));
}

/** Deletes the parcours items an index partition of GSI2 names (who opened a document, who finished a session). */
async function deleteIndexed(gsi2pk: string): Promise<void> {
  const query = {
    TableName: table(),
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': gsi2pk },
    ProjectionExpression: 'PK, SK',
  };
  for await (const page of paginateQuery({ client: dynamo() }, query)) {
    // The projection reads the table's key attributes only: strings.
    const found = (page.Items ?? []) as { PK: string; SK: string }[];
    await batchWriteAll(found.map(({ PK, SK }) => ({ DeleteRequest: { Key: { PK, SK } } })));
  }
}

/** Who opened a document goes with it (a delete's step before the item goes). Idempotent. */
export function deleteOpenings(documentId: string): Promise<void> {
  return deleteIndexed(keys.openedBy(documentId, '').GSI2PK);
}

/** Who finished a session goes with it (a delete's step before the item goes). Idempotent. */
export function deleteDoneMarks(sessionId: string): Promise<void> {
  return deleteIndexed(keys.doneBy(sessionId, '').GSI2PK);
}
