import { BatchGetCommand, paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients';
import { env } from './env';
import { drainUnprocessed } from './retry';

type Item = Record<string, unknown>;
type Key = Record<string, string>;

/**
 * BatchGetItem in chunks of 100, retrying unprocessed keys a bounded number of times (retry.ts);
 * items come back in `keys` order.
 * `attributes` limits what is read (PK and SK are always read: they match items to keys).
 */
export async function batchGetInOrder(
  keyList: readonly Key[],
  options: { attributes?: readonly string[]; consistent?: boolean } = {},
): Promise<(Item | null)[]> {
  const projection = options.attributes ? ['PK', 'SK', ...options.attributes] : null;
  const read = {
    ...(projection
      ? {
          ProjectionExpression: projection.map((_, i) => `#a${i}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(projection.map((name, i) => [`#a${i}`, name])),
        }
      : {}),
    ...(options.consistent ? { ConsistentRead: true } : {}),
  };
  const found = new Map<string, Item>();
  const id = (key: Key) => `${key.PK}\u0000${key.SK}`;
  for (let start = 0; start < keyList.length; start += 100) {
    await drainUnprocessed(
      keyList.slice(start, start + 100),
      async (pending) => {
        const result = await dynamo().send(
          new BatchGetCommand({ RequestItems: { [env.tableName()]: { Keys: [...pending], ...read } } }),
        );
        for (const item of result.Responses?.[env.tableName()] ?? []) {
          found.set(id({ PK: String(item.PK), SK: String(item.SK) }), item);
        }
        return (result.UnprocessedKeys?.[env.tableName()]?.Keys ?? []) as Key[];
      },
      'BatchGet',
    );
  }
  return keyList.map((key) => found.get(id(key)) ?? null);
}

/** Every page of a Query. Only for partitions whose whole content is the answer (e.g. all matches). */
export async function queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of paginateQuery({ client: dynamo() }, { ...input, TableName: env.tableName() })) {
    items.push(...(page.Items ?? []));
  }
  return items;
}
