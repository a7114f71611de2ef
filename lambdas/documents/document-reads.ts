/** Reading documents: by id (joined with their sessions' live state), their sorted lists, the downloads index, search terms. */
import * as z from 'zod';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetInOrder } from '../lib/batch';
import { dynamo } from '../lib/clients';
import { cursorFor } from '../lib/cursor';
import { listingIdsPage, partitionItems, type ListingPage } from '../lib/listing';
import { env } from '../lib/env';
import { keys, DOWNLOADS_INDEX_PARTITION, type DocumentSort } from '../lib/keys';
import { sessionStates } from '../sessions/session-reads';
import { toDocument, type StoredDocument, type LoadedDocument } from './document-item';

const table = () => env.tableName();

/** The item as stored, without its session's state: for writes, repairs and sums. */
export async function findStoredDocument(
  documentId: string,
  consistent = false,
): Promise<StoredDocument | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.document(documentId), ConsistentRead: consistent }),
  );
  return Item ? toDocument(Item) : null;
}

export async function findStoredDocuments(ids: readonly string[]): Promise<StoredDocument[]> {
  const items = await batchGetInOrder(ids.map((id) => keys.document(id)));
  return items.flatMap((item) => (item ? [toDocument(item)] : []));
}

/** Joins each document with its session's current state (one BatchGet of the distinct sessions). */
async function withLiveSessions(docs: StoredDocument[], consistent = false): Promise<LoadedDocument[]> {
  if (docs.length === 0) return [];
  const states = await sessionStates(
    docs.map((d) => d.session_id),
    consistent,
  );
  return docs.map((doc) => ({
    ...doc,
    // A session that is gone is one whose delete is under way: nobody but its managers sees its documents.
    live: states.get(doc.session_id) ?? {
      title: doc.session_title,
      status: doc.session_status,
      deleting: true,
    },
  }));
}

export async function findDocument(documentId: string, consistent = false): Promise<LoadedDocument | null> {
  const doc = await findStoredDocument(documentId, consistent);
  return doc ? ((await withLiveSessions([doc], consistent))[0] ?? null) : null;
}

export async function findDocuments(ids: readonly string[]): Promise<LoadedDocument[]> {
  return withLiveSessions(await findStoredDocuments(ids));
}

/** Ids in one sorted list, a page at a time. */
export function documentListingPage(options: {
  scope: string;
  sort: DocumentSort;
  descending: boolean;
  limit: number;
  startKey?: Record<string, string | number> | undefined;
}): Promise<ListingPage> {
  return listingIdsPage(keys.documentListing(options.scope, options.sort, '', '').PK, options);
}

/** Every id in one list (bounded scopes: a session's or an owner's documents, or one category). */
export async function documentIdsIn(scope: string): Promise<string[]> {
  const items = await partitionItems(keys.documentListing(scope, 'created', '', '').PK);
  return items.map((i) => String(i.id));
}

/** Most downloaded first, straight from the index that ADD keeps current. */
export async function mostDownloadedPage(options: {
  publicOnly: boolean;
  limit: number;
  startKey?: Record<string, string | number> | undefined;
}): Promise<{ ids: string[]; lastKey: Record<string, unknown> | undefined }> {
  const partition = options.publicOnly ? 'DLPUB' : 'DLALL';
  const result = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: options.publicOnly ? 'DownloadsPublished' : 'DownloadsAll',
      KeyConditionExpression: '#p = :p',
      ExpressionAttributeNames: { '#p': partition },
      ExpressionAttributeValues: { ':p': DOWNLOADS_INDEX_PARTITION },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: cursorFor(options.startKey, { [partition]: DOWNLOADS_INDEX_PARTITION }),
    }),
  );
  return { ids: (result.Items ?? []).map((i) => String(i.id)), lastKey: result.LastEvaluatedKey };
}

const documentTermEntrySchema = z.object({
  id: z.string(),
  session_id: z.string(),
  session_owner: z.string(),
  public: z.boolean().catch(false),
  category: z.string(),
  created_at: z.string(),
  title_sort: z.string(),
  words: z.array(z.coerce.string()).catch([]),
});

/** A search-index entry: what filtering and sorting a match need, without reading the document. */
export type DocumentTermEntry = z.infer<typeof documentTermEntrySchema>;

export async function documentTermEntries(term: string): Promise<DocumentTermEntry[]> {
  const items = await partitionItems(keys.documentTerm(term, '').PK);
  return items.map((item) => documentTermEntrySchema.parse(item));
}
