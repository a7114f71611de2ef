/**
 * What sessions and documents share in the table: sorted-list entries (one item per list an item is
 * in, written in the item's own transaction, each naming it by id) and search terms (one item per
 * folded word prefix or tag, written after the commit). The entity modules say which keys an item
 * has; this module moves an item from its old places to its new ones and reads the lists back.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './batch';
import { dynamo } from './clients';
import { cursorFor } from './cursor';
import { env } from './env';
import { batchWriteAll, type TransactItem } from './writes';

export type TableKey = { PK: string; SK: string };

export function keyId(key: TableKey): string {
  return `${key.PK}\u0000${key.SK}`;
}

/** Keys of `from` that `to` no longer has: the entries a write must delete. */
export function keysMissingFrom(from: TableKey[], to: TableKey[]): TableKey[] {
  const kept = new Set(to.map(keyId));
  return from.filter((k) => !kept.has(keyId(k)));
}

/** An item's list entries as written: the key and the id of the item it lists. */
export function listingEntries(id: string, entryKeys: readonly TableKey[]): Record<string, unknown>[] {
  return entryKeys.map((k) => ({ ...k, id }));
}

/**
 * Transaction items that move an item's list entries from `before` to `after` (either may be absent:
 * a create, a delete): the entries it left are deleted, the ones it has are written.
 */
export function listingWrites(
  id: string,
  before: readonly TableKey[] | null,
  after: readonly TableKey[] | null,
): TransactItem[] {
  const TableName = env.tableName();
  const stale = before ? keysMissingFrom([...before], after ? [...after] : []) : [];
  return [
    ...stale.map((Key): TransactItem => ({ Delete: { TableName, Key } })),
    ...listingEntries(id, after ?? []).map((Item): TransactItem => ({ Put: { TableName, Item } })),
  ];
}

/**
 * Replaces an item's search terms after its save has committed (an item has up to a few hundred,
 * too many for its transaction); reads check every match against the items themselves.
 */
export async function replaceTerms(
  before: readonly Record<string, unknown>[] | null,
  after: readonly Record<string, unknown>[] | null,
): Promise<void> {
  const next = after ?? [];
  const stale = before ? keysMissingFrom(before as TableKey[], next as TableKey[]) : [];
  await batchWriteAll([
    ...next.map((Item) => ({ PutRequest: { Item: { ...Item } } })),
    ...stale.map((k) => ({ DeleteRequest: { Key: { PK: k.PK, SK: k.SK } } })),
  ]);
}

export interface ListingPage {
  ids: string[];
  lastKey: Record<string, unknown> | undefined;
}

/** One page of ids of a sorted list (one Query on its partition). */
export async function listingIdsPage(
  pk: string,
  options: {
    descending: boolean;
    limit: number;
    startKey?: Record<string, string | number> | undefined;
  },
): Promise<ListingPage> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: env.tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: !options.descending,
      Limit: options.limit,
      ExclusiveStartKey: cursorFor(options.startKey, { PK: pk }),
    }),
  );
  return { ids: (result.Items ?? []).map((i) => String(i.id)), lastKey: result.LastEvaluatedKey };
}

/** Every id of a list, or every entry under a term: for partitions whose whole content is the answer. */
export async function partitionItems(pk: string): Promise<Record<string, unknown>[]> {
  return queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } });
}
