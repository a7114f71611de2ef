/** Deleting a document's items, which races downloads and edits (its file and records go first). */
import { DOCUMENT_MESSAGES } from '@common/messages';
import { env } from '../lib/env';
import { conflict } from '../lib/errors';
import { keys } from '../lib/keys';
import { isConditionFailure, isTransactionConflict } from '../lib/retry';
import { afterCommit } from '../lib/writes';
import type { StoredDocument } from './document-item';
import { countWrites } from './document-counts';
import { findStoredDocument } from './document-reads';
import { documentListingWrites, documentTerms, transact, unchangedSince } from './document-writes';

const table = () => env.tableName();

/**
 * Downloads ADD to a document outside any transaction, and a delete takes the document's count
 * out of the downloads sums; so it is conditioned on the count it read (and on the item being as
 * read) and, when only a download or its session's copy moved in between, runs again on a fresh
 * read. An edit since is a 409; a document already gone is done.
 */
async function withCurrentDownloads(
  doc: StoredDocument,
  write: (current: StoredDocument) => Promise<void>,
): Promise<StoredDocument | null> {
  let current = doc;
  for (let attempt = 1; ; attempt++) {
    try {
      await write(current);
      return current;
    } catch (error) {
      if (!isConditionFailure(error) && !isTransactionConflict(error)) throw error;
      const fresh = await findStoredDocument(doc.id, true);
      if (!fresh) return null;
      if (attempt >= 10 || fresh.version !== current.version)
        throw conflict(DOCUMENT_MESSAGES.changedConcurrently);
      current = fresh;
    }
  }
}

/** Removes a document's items (its file and download records go first, by the caller). Idempotent. */
export async function deleteDocumentItems(doc: StoredDocument): Promise<void> {
  const deleted = await withCurrentDownloads(doc, async (current) => {
    const { condition, names, values } = unchangedSince(current);
    await transact([
      {
        Delete: {
          TableName: table(),
          Key: keys.document(current.id),
          ConditionExpression: `${condition} AND downloads_count = :downloads`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ...values, ':downloads': current.downloads_count },
        },
      },
      {
        Update: {
          TableName: table(),
          Key: keys.session(current.session_id),
          UpdateExpression: 'ADD documents_count :minus',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
      ...documentListingWrites(current, null),
      ...countWrites(current, null),
    ]);
  });
  await afterCommit('Search terms', doc.id, () => documentTerms(deleted ?? doc, null));
}
