/** Downloads: counted atomically on the document and in every figure that sums them, and recorded (who, when). */
import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { activityExpiry } from '../lib/retention';
import { withConflictRetry } from '../lib/retry';
import { keys } from '../lib/keys';
import { addCounter, addCounters, deletePartition } from '../lib/writes';
import { countDownloadForOwner } from '../notifications/download-tallies';
import { DOCUMENT_TOTAL_FIELDS } from './total-fields';
import { type StoredDocument } from './document-item';

const table = () => env.tableName();

/**
 * A download: the document's count (atomic ADD, not a transaction on the hot item), the
 * record, the platform's counters, the session's sum, the day's counter, and the downloads sums of
 * the dashboard totals: the platform's and the session owner's ('My Downloads' counts the
 * downloads of one's documents, SPEC §7, not the downloads one made), and the owner's tally of the
 * day for their download summary when someone else downloads.
 */
export async function recordDownload(doc: StoredDocument, userId: string, at = new Date()): Promise<number> {
  const iso = at.toISOString();
  // The item may be in a document's or its session's transaction meanwhile: retried, never lost.
  const result = await withConflictRetry(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.document(doc.id),
        UpdateExpression: 'ADD downloads_count :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  await Promise.all([
    dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...keys.download(doc.id, iso, randomUUID()),
          type_: 'download',
          document_id: doc.id,
          session_id: doc.session_id,
          user_id: userId,
          // Whose documents: the owner's daily summary counts the downloads of others (lambdas/notifications/).
          owner_id: doc.session_owner,
          created_at: iso,
          ...activityExpiry(at),
        },
      }),
    ),
    addCounter(keys.userCounters(doc.session_owner), DOCUMENT_TOTAL_FIELDS.downloads),
    // One write on the platform item: its download count and the dashboard's downloads sum.
    addCounters(
      keys.platformStats(),
      new Map([
        ['downloadsCount', 1],
        [DOCUMENT_TOTAL_FIELDS.downloads, 1],
      ]),
    ),
    addCounter(keys.session(doc.session_id), 'downloads_count', 1, true),
    addCounter(keys.dailyCounter('downloads', iso.slice(0, 10)), 'count'),
    addCounter(keys.dailyCounter(`downloads:owner:${doc.session_owner}`, iso.slice(0, 10)), 'count'),
    // The owner's summary of the day ("12 téléchargements de vos documents hier"), others' downloads only.
    countDownloadForOwner(doc.session_owner, userId, at),
  ]);
  return Number(result.Attributes?.downloads_count ?? doc.downloads_count + 1);
}

/** Removes who downloaded a document and when (before the document, so none is left behind). */
export async function deleteDownloadRecords(documentId: string): Promise<void> {
  await deletePartition(keys.download(documentId, '', '').PK);
}
