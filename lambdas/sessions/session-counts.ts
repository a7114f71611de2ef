/**
 * The counts a session moves: its published tags, and the per-status session counts of its owner and
 * of the platform (the dashboard list totals), in the session's own transaction; read back in one GetItem.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionTotals } from '@common/api-types';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { addExpression, type TransactItem } from '../lib/writes';
import { publishedTagDeltas, type IndexedSession } from './indexing';
import { tagCountExpression } from './tag-counts';

const table = () => env.tableName();

/** Counter updates (tags, owner, catalogue) between two versions of a session. */
export function countUpdates(before: IndexedSession | null, after: IndexedSession | null): TransactItem[] {
  const items: TransactItem[] = [];
  for (const [tagKey, change] of publishedTagDeltas(before, after)) {
    items.push({
      Update: { TableName: table(), Key: keys.publishedTag(tagKey), ...tagCountExpression(change) },
    });
  }
  // The owner's and the platform's session counts (per status, for the dashboard list totals) move
  // with the session, in the same transaction.
  const deltas = sessionCountDeltas(before, after);
  if (deltas.size === 0) return items;
  const owner = (after ?? before)?.user_id;
  for (const key of [...(owner ? [keys.userCounters(owner)] : []), keys.catalogStats()]) {
    items.push({ Update: { TableName: table(), Key: key, ...addExpression(deltas) } });
  }
  return items;
}

/** Field names of the per-status session counts, on an owner's counters and on the catalogue item. */
export const SESSION_COUNT_FIELDS = {
  all: 'sessions',
  draft: 'draftSessions',
  review: 'reviewSessions',
  published: 'publishedSessions',
} as const;

/** Non-zero changes of the session counts between two versions (either may be absent). */
export function sessionCountDeltas(
  before: Pick<IndexedSession, 'status'> | null,
  after: Pick<IndexedSession, 'status'> | null,
): Map<string, number> {
  const deltas = new Map<string, number>();
  const add = (session: Pick<IndexedSession, 'status'> | null, sign: 1 | -1) => {
    if (!session) return;
    for (const field of [SESSION_COUNT_FIELDS.all, SESSION_COUNT_FIELDS[session.status]]) {
      deltas.set(field, (deltas.get(field) ?? 0) + sign);
    }
  };
  add(before, -1);
  add(after, 1);
  for (const [field, delta] of deltas) if (delta === 0) deltas.delete(field);
  return deltas;
}

export async function catalogCounts(): Promise<{ publishedSessions: number }> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.catalogStats() }));
  return { publishedSessions: Math.max(0, Number(Item?.publishedSessions ?? 0)) };
}

/** The dashboard list totals per status: one GetItem on the owner's counters or the catalogue item. */
export async function sessionTotals(
  audience: { kind: 'owner'; userId: string } | { kind: 'all' },
): Promise<SessionTotals> {
  const Key = audience.kind === 'owner' ? keys.userCounters(audience.userId) : keys.catalogStats();
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key }));
  const count = (field: string) => Math.max(0, Number(Item?.[field] ?? 0));
  return {
    all: count(SESSION_COUNT_FIELDS.all),
    draft: count(SESSION_COUNT_FIELDS.draft),
    review: count(SESSION_COUNT_FIELDS.review),
    published: count(SESSION_COUNT_FIELDS.published),
  };
}
