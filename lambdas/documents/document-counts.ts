/**
 * The counts a document moves, in its own transaction: the public library's, and the dashboard
 * totals (documents per category and the sum of their downloads) of its session's owner and of the
 * platform; read back in one or two GetItems.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentTotals } from '@common/api-types';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@common/documents';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { addExpression, type TransactItem } from '../lib/writes';
import { DOCUMENT_TOTAL_FIELDS } from './total-fields';
import { publicCountDeltas } from './indexing';
import { type StoredDocument } from './document-item';

const table = () => env.tableName();

/**
 * Counter updates between two versions of a document, for the same transaction: the public
 * counts (library), and the dashboard list totals — documents per category and the sum of their
 * downloads — of the session's owner and of the whole platform.
 */
export function countWrites(before: StoredDocument | null, after: StoredDocument | null): TransactItem[] {
  const updates = new Map<string, { key: Record<string, string>; deltas: Map<string, number> }>();
  const add = (key: Record<string, string>, field: string, delta: number) => {
    if (delta === 0) return;
    const id = `${key.PK}\u0000${key.SK}`;
    const entry = updates.get(id) ?? { key, deltas: new Map<string, number>() };
    entry.deltas.set(field, (entry.deltas.get(field) ?? 0) + delta);
    updates.set(id, entry);
  };
  const count = (doc: StoredDocument | null, sign: 1 | -1) => {
    if (!doc) return;
    const category = doc.category ?? 'none';
    const owner = doc.session_owner;
    add(keys.userCounters(owner), DOCUMENT_TOTAL_FIELDS.owner.documents, sign);
    add(keys.userCounters(owner), `${DOCUMENT_TOTAL_FIELDS.owner.documents}_${category}`, sign);
    add(keys.userCounters(owner), DOCUMENT_TOTAL_FIELDS.downloads, sign * doc.downloads_count);
    add(keys.catalogStats(), DOCUMENT_TOTAL_FIELDS.all.documents, sign);
    add(keys.catalogStats(), `${DOCUMENT_TOTAL_FIELDS.all.documents}_${category}`, sign);
    add(keys.platformStats(), DOCUMENT_TOTAL_FIELDS.downloads, sign * doc.downloads_count);
  };
  count(before, -1);
  count(after, 1);
  for (const [field, delta] of publicCountDeltas(before, after)) add(keys.catalogStats(), field, delta);
  return [...updates.values()].flatMap(({ key, deltas }) => {
    for (const [field, delta] of deltas) if (delta === 0) deltas.delete(field);
    return deltas.size === 0 ? [] : [{ Update: { TableName: table(), Key: key, ...addExpression(deltas) } }];
  });
}

/**
 * The dashboard document totals of one owner's sessions, or of every session, from counters: the
 * owner's counters item (their documents and their downloads sum), or the catalogue item and the
 * platform item's downloads sum.
 */
export async function documentTotals(ownerId: string | null): Promise<DocumentTotals> {
  const get = (Key: Record<string, string>) =>
    dynamo()
      .send(new GetCommand({ TableName: table(), Key }))
      .then((r) => r.Item ?? {});
  const [counts, downloads] = await Promise.all([
    get(ownerId ? keys.userCounters(ownerId) : keys.catalogStats()),
    ownerId
      ? null
      : get(keys.platformStats()).then((item) => Number(item[DOCUMENT_TOTAL_FIELDS.downloads] ?? 0)),
  ]);
  const field = ownerId ? DOCUMENT_TOTAL_FIELDS.owner.documents : DOCUMENT_TOTAL_FIELDS.all.documents;
  const count = (name: string) => Math.max(0, Number(counts[name] ?? 0));
  return {
    documents: count(field),
    downloads: Math.max(0, downloads ?? Number(counts[DOCUMENT_TOTAL_FIELDS.downloads] ?? 0)),
    byCategory: Object.fromEntries(
      [...DOCUMENT_CATEGORIES, 'none' as const].map((c) => [c, count(`${field}_${c}`)]),
    ) as DocumentTotals['byCategory'],
  };
}

export async function libraryCounts(): Promise<{
  total: number;
  byCategory: Record<DocumentCategory, number>;
}> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.catalogStats() }));
  const count = (field: string) => Math.max(0, Number(Item?.[field] ?? 0));
  return {
    total: count('publishedDocuments'),
    byCategory: Object.fromEntries(DOCUMENT_CATEGORIES.map((c) => [c, count(`documents_${c}`)])) as Record<
      DocumentCategory,
      number
    >,
  };
}
