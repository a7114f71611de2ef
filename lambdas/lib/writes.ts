import { BatchWriteCommand, paginateQuery, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients';
import { mapWithConcurrency } from './concurrency';
import { env } from './env';
import { conflict } from './errors';
import { drainUnprocessed, withConflictRetry } from './retry';
import { logger } from './observability';

export type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];
export type WriteRequest = NonNullable<
  ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']
>[string][number];

/**
 * BatchWriteItem in chunks of 25, a few chunks at a time, retrying unprocessed items with
 * back-off (retry.ts). Not atomic: for derived items only (search terms), which reads re-check.
 */
export async function batchWriteAll(requests: readonly WriteRequest[], concurrency = 4): Promise<void> {
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += 25) chunks.push(requests.slice(i, i + 25));
  const writeChunk = (chunk: WriteRequest[]) =>
    drainUnprocessed(
      chunk,
      async (pending) => {
        const result = await dynamo().send(
          new BatchWriteCommand({ RequestItems: { [env.tableName()]: [...pending] } }),
        );
        return result.UnprocessedItems?.[env.tableName()] ?? [];
      },
      'BatchWrite',
    );
  await mapWithConcurrency(chunks, concurrency, writeChunk);
}

/** Deletes every item of one partition (activity records), a page at a time. Idempotent. */
export async function deletePartition(pk: string): Promise<void> {
  const query = {
    TableName: env.tableName(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: 'PK, SK',
  };
  for await (const page of paginateQuery({ client: dynamo() }, query)) {
    // The projection reads the key attributes only: the table's keys are strings.
    const keys = (page.Items ?? []) as { PK: string; SK: string }[];
    await batchWriteAll(keys.map(({ PK, SK }) => ({ DeleteRequest: { Key: { PK, SK } } })));
  }
}

/**
 * Derived items written after a save has committed (search terms): their failure must not undo
 * or fail the save, whose caller would then remove a file the item points at. Reads re-check
 * every match against the items, and the next save writes the terms again.
 */
export async function afterCommit(what: string, id: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    logger.warn(`${what} not written`, { id, error: error as Error });
  }
}

/** One all-or-nothing write; a failed condition means someone changed the data in between: 409. */
export async function transactOrConflict(items: TransactItem[], message: string): Promise<void> {
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') throw conflict(message);
    throw error;
  }
}

/** `ADD #f0 :d0, #f1 :d1…` for a set of counter changes (one transaction item per counter item). */
export function addExpression(deltas: ReadonlyMap<string, number>): {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, number>;
} {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const parts: string[] = [];
  [...deltas].forEach(([field, delta], i) => {
    names[`#f${i}`] = field;
    values[`:d${i}`] = delta;
    parts.push(`#f${i} :d${i}`);
  });
  return {
    UpdateExpression: `ADD ${parts.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** Atomic `ADD` of several counters of one item, in one write (retried on transaction conflicts). */
export async function addCounters(key: Record<string, string>, deltas: ReadonlyMap<string, number>) {
  await withConflictRetry(() =>
    dynamo().send(new UpdateCommand({ TableName: env.tableName(), Key: key, ...addExpression(deltas) })),
  );
}

/**
 * Atomic `ADD field :n` on a counter item. With `mustExist`, a missing item is left alone
 * (ADD would create it: a deleted session must not come back as a stub).
 */
export async function addCounter(
  key: Record<string, string>,
  field: string,
  amount = 1,
  mustExist = false,
): Promise<void> {
  try {
    // Counters on the platform-stats item share it with sign-up and role transactions.
    await withConflictRetry(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: env.tableName(),
          Key: key,
          UpdateExpression: 'ADD #f :n',
          ExpressionAttributeNames: { '#f': field },
          ExpressionAttributeValues: { ':n': amount },
          ...(mustExist ? { ConditionExpression: 'attribute_exists(PK)' } : {}),
        }),
      ),
    );
  } catch (error) {
    if (!mustExist || (error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}
