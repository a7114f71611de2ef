/**
 * Documents in the table: the document item (with its session's title, status and owner
 * denormalized), its sorted-list entries, search terms, public counts, and downloads.
 */
import { randomUUID } from 'node:crypto';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { DocumentItem, DocumentTotals } from '../../common/api-types';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '../../common/documents';
import type { SessionStatus } from '../../common/session-status';
import { DOCUMENT_MESSAGES } from '../../common/messages';
import { batchGetInOrder, queryAll } from '../lib/batch';
import { dynamo } from '../lib/clients';
import { cursorFor } from '../lib/cursor';
import { env } from '../lib/env';
import { activityExpiry } from '../lib/retention';
import { conflict } from '../lib/errors';
import {
  cancellationCodes,
  isConditionFailure,
  isTransactionConflict,
  withConflictRetry,
} from '../lib/retry';
import { keys, DOWNLOADS_INDEX_PARTITION, type DocumentSort } from '../lib/keys';
import {
  addCounter,
  addCounters,
  addExpression,
  afterCommit,
  batchWriteAll,
  deletePartition,
  transactOrConflict,
  type TransactItem,
} from '../lib/writes';
import { keysMissingFrom, type TableKey } from '../sessions/indexing';
import { DOCUMENT_TOTAL_FIELDS } from './total-fields';
import { sessionStateCheck, sessionStates, type SessionState } from '../sessions/repository';
import {
  documentListingKeys,
  documentTermItems,
  isPublic,
  publicCountDeltas,
  type IndexedDocument,
} from './indexing';

export interface StoredDocument extends IndexedDocument {
  file_key: string | null;
  type: string;
  size: number | null;
  downloads_count: number;
  updated_at: string;
  uploader_id: string;
  /** Bumped by every edit of the document itself (not by copies of its session, nor downloads). */
  version: number;
}

/**
 * A document as the API reads it: the stored item, and its session's state read from the session
 * itself. Who may see a document follows `live`, never the copy on the item, which lags a status
 * change until the session's documents are re-synced (and drives only list membership and counts).
 */
export interface LoadedDocument extends StoredDocument {
  live: SessionState;
}

/** Public now: its session, as read at this request, is published and not being deleted. */
export function isPublicNow(doc: LoadedDocument): boolean {
  return doc.live.status === 'published' && !doc.live.deleting;
}

const table = () => env.tableName();

function toDocument(item: Record<string, unknown>): StoredDocument {
  const category = DOCUMENT_CATEGORIES.find((c) => c === item.category) ?? null;
  return {
    id: String(item.id),
    session_id: String(item.session_id),
    session_title: typeof item.session_title === 'string' ? item.session_title : '',
    session_status: item.session_status as SessionStatus,
    session_owner: String(item.session_owner),
    ...(item.session_deleting === true ? { session_deleting: true } : {}),
    title: String(item.title),
    description: typeof item.description === 'string' ? item.description : null,
    category,
    created_at: String(item.created_at),
    updated_at: String(item.updated_at),
    file_key: typeof item.file_key === 'string' ? item.file_key : null,
    type: typeof item.type === 'string' ? item.type : 'other',
    size: typeof item.size === 'number' ? item.size : null,
    downloads_count: Number(item.downloads_count ?? 0),
    uploader_id: typeof item.uploader_id === 'string' ? item.uploader_id : '',
    version: Number(item.version ?? 0),
  };
}

export function documentView(doc: LoadedDocument): DocumentItem {
  return {
    id: doc.id,
    session_id: doc.session_id,
    title: doc.title,
    description: doc.description,
    type: doc.type,
    size: doc.size,
    category: doc.category,
    downloads_count: doc.downloads_count,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
    has_file: doc.file_key !== null,
    session: {
      id: doc.session_id,
      title: doc.live.title,
      status: doc.live.status,
      user_id: doc.session_owner,
    },
  };
}

/**
 * The item as stored: download-count index keys only where the document belongs in those lists.
 * Exported, with the list entries and counter updates below, for the benchmark's data generator.
 */
export function documentItem(doc: StoredDocument): Record<string, unknown> {
  // A loaded document's `live` state is read from its session, never stored on the document.
  const { live: _live, ...stored } = doc as Partial<LoadedDocument> & StoredDocument;
  return {
    ...keys.document(doc.id),
    type_: 'document',
    ...stored,
    DLALL: DOWNLOADS_INDEX_PARTITION,
    ...(isPublic(doc) ? { DLPUB: DOWNLOADS_INDEX_PARTITION } : {}),
  };
}

/** A document's sorted-list entry items, as written with it. */
export function documentListingItems(doc: StoredDocument): Record<string, unknown>[] {
  return documentListingKeys(doc).map((k) => ({ ...k, id: doc.id }));
}

function listingWrites(before: StoredDocument | null, after: StoredDocument | null): TransactItem[] {
  const next = after ? documentListingKeys(after) : [];
  const stale = before ? keysMissingFrom(documentListingKeys(before), next) : [];
  return [
    ...stale.map((Key): TransactItem => ({ Delete: { TableName: table(), Key } })),
    ...(after ? documentListingItems(after) : []).map((Item): TransactItem => ({
      Put: { TableName: table(), Item },
    })),
  ];
}

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

async function replaceTerms(before: StoredDocument | null, after: StoredDocument | null) {
  const next = after ? documentTermItems(after) : [];
  const stale = before ? keysMissingFrom(documentTermItems(before) as TableKey[], next as TableKey[]) : [];
  await batchWriteAll([
    ...next.map((Item) => ({ PutRequest: { Item } })),
    ...stale.map((k) => ({ DeleteRequest: { Key: { PK: k.PK, SK: k.SK } } })),
  ]);
}

export interface NewDocument {
  session: { id: string; title: string; status: SessionStatus; user_id: string };
  title: string;
  description: string | null;
  category: DocumentCategory;
  file: { key: string; size: number; fileType: string };
  uploaderId: string;
}

/** The document, its list entries and counts, and the session's document count, all or nothing. */
export async function createDocument(input: NewDocument, now: string): Promise<LoadedDocument> {
  const doc: StoredDocument = {
    id: randomUUID(),
    session_id: input.session.id,
    session_title: input.session.title,
    session_status: input.session.status,
    session_owner: input.session.user_id,
    title: input.title,
    description: input.description,
    category: input.category,
    created_at: now,
    updated_at: now,
    file_key: input.file.key,
    type: input.file.fileType,
    size: input.file.size,
    downloads_count: 0,
    uploader_id: input.uploaderId,
    version: 1,
  };
  await transactOrConflict(
    [
      {
        Put: { TableName: table(), Item: documentItem(doc), ConditionExpression: 'attribute_not_exists(PK)' },
      },
      {
        Update: {
          TableName: table(),
          Key: keys.session(doc.session_id),
          UpdateExpression: 'ADD documents_count :one',
          // The copy of the session's title and status is the session's current one.
          ConditionExpression:
            'attribute_exists(PK) AND attribute_not_exists(deleting) AND #status = :status AND title = :title',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':status': doc.session_status,
            ':title': doc.session_title,
          },
        },
      },
      ...listingWrites(null, doc),
      ...countWrites(null, doc),
    ],
    DOCUMENT_MESSAGES.sessionChangedConcurrently,
  );
  await afterCommit('Search terms', doc.id, () => replaceTerms(null, doc));
  return { ...doc, live: { title: doc.session_title, status: doc.session_status, deleting: false } };
}

export interface DocumentChanges {
  title: string;
  description: string | null;
  category: DocumentCategory;
  file?: { key: string; size: number; fileType: string } | undefined;
}

/**
 * An edit of the document. It also takes its session's current title and status onto the item, and
 * commits only while the session is still in that state and the item still as read: a save that
 * races a status change can neither write back the old status nor leave the new one uncopied.
 * When only the session's copy (or the download count) moved meanwhile, it is applied to a fresh
 * read; an edit by someone else is a 409.
 */
export async function updateDocument(
  previous: LoadedDocument,
  changes: DocumentChanges,
  now: string,
): Promise<LoadedDocument> {
  let current = previous;
  for (let attempt = 1; ; attempt++) {
    if (current.live.deleting) throw conflict(DOCUMENT_MESSAGES.changedConcurrently);
    const updatedAt =
      now > current.updated_at ? now : new Date(Date.parse(current.updated_at) + 1).toISOString();
    const next: StoredDocument = {
      ...withSessionCopy(current, current.live),
      title: changes.title,
      description: changes.description,
      category: changes.category,
      updated_at: updatedAt,
      version: current.version + 1,
      ...(changes.file
        ? { file_key: changes.file.key, size: changes.file.size, type: changes.file.fileType }
        : {}),
    };
    const outcome = await writeDocument(current, next, current.live);
    if (outcome === 'written') {
      await afterCommit('Search terms', next.id, () => replaceTerms(current, next));
      return { ...next, live: current.live };
    }
    const fresh = attempt < 5 ? await findDocument(current.id, true) : null;
    if (!fresh || fresh.version !== current.version) throw conflict(DOCUMENT_MESSAGES.changedConcurrently);
    current = fresh;
  }
}

/** The stored document with its session's state copied onto it (what list entries and counts follow). */
function withSessionCopy(doc: StoredDocument, state: SessionState): StoredDocument {
  const {
    live: _live,
    session_deleting: _deleting,
    ...stored
  } = doc as Partial<LoadedDocument> & StoredDocument;
  return {
    ...stored,
    session_title: state.title,
    session_status: state.status,
    ...(state.deleting ? { session_deleting: true } : {}),
  };
}

function copiesSession(doc: StoredDocument, state: SessionState): boolean {
  return (
    doc.session_title === state.title &&
    doc.session_status === state.status &&
    !!doc.session_deleting === state.deleting
  );
}

/**
 * Writes `next` over `current` with its list entries and counts, in one transaction conditioned on
 * the session still being in `state` and the item still being `current` (its version and its
 * copy of the session). The item is updated field by field, never replaced: downloads ADD to it
 * outside any transaction and are never lost, and its downloads sum moves by zero.
 */
async function writeDocument(
  current: StoredDocument,
  next: StoredDocument,
  state: SessionState,
): Promise<'written' | 'session-changed' | 'document-changed'> {
  const after = { ...next, downloads_count: current.downloads_count };
  const stored = documentItem(current);
  const wanted = documentItem(after);
  const { names, values, condition } = unchangedSince(current);
  const sets: string[] = [];
  const removes: string[] = [];
  let index = 0;
  for (const [field, value] of Object.entries(wanted)) {
    if (field === 'PK' || field === 'SK' || field === 'downloads_count' || value === undefined) continue;
    names[`#f${index}`] = field;
    values[`:f${index}`] = value;
    sets.push(`#f${index} = :f${index}`);
    index++;
  }
  for (const field of Object.keys(stored)) {
    if (field in wanted && wanted[field] !== undefined) continue;
    names[`#f${index}`] = field;
    removes.push(`#f${index}`);
    index++;
  }
  try {
    await transact([
      sessionStateCheck(current.session_id, state),
      {
        Update: {
          TableName: table(),
          Key: keys.document(current.id),
          UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      ...listingWrites(current, after),
      ...countWrites(current, after),
    ]);
    return 'written';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return 'session-changed';
    if (codes[1] === 'ConditionalCheckFailed') return 'document-changed';
    throw error;
  }
}

/**
 * The condition that the item is still as read: same version (no edit since) and same copy of its
 * session (no sync since), on which its list entries and counts were computed.
 */
function unchangedSince(current: StoredDocument): {
  condition: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
} {
  const names: Record<string, string> = {
    '#version': 'version',
    '#copyStatus': 'session_status',
    '#copyTitle': 'session_title',
    '#copyDeleting': 'session_deleting',
  };
  const values: Record<string, unknown> = {
    ':version': current.version,
    ':copyStatus': current.session_status,
    ':copyTitle': current.session_title,
  };
  if (current.session_deleting) values[':true'] = true;
  const condition = [
    'attribute_exists(PK)',
    // Items written before versions count as version 0 until their first write.
    current.version === 0 ? '(attribute_not_exists(#version) OR #version = :version)' : '#version = :version',
    '#copyStatus = :copyStatus',
    '#copyTitle = :copyTitle',
    current.session_deleting ? '#copyDeleting = :true' : 'attribute_not_exists(#copyDeleting)',
  ].join(' AND ');
  return { condition, names, values };
}

/** A transaction retried on conflicts with other transactions; a failed condition is thrown as is. */
async function transact(items: TransactItem[]): Promise<void> {
  await withConflictRetry(() => dynamo().send(new TransactWriteCommand({ TransactItems: items })));
}

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

/** The item as stored, without its session's state: for writes, repairs and sums. */
async function findStoredDocument(documentId: string, consistent = false): Promise<StoredDocument | null> {
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

/** Removes who downloaded a document and when (before the document, so none is left behind). */
export async function deleteDownloadRecords(documentId: string): Promise<void> {
  await deletePartition(keys.download(documentId, '', '').PK);
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
      ...listingWrites(current, null),
      ...countWrites(current, null),
    ]);
  });
  await afterCommit('Search terms', doc.id, () => replaceTerms(deleted ?? doc, null));
}

/** Ids in one sorted list, a page at a time. */
export async function documentListingPage(options: {
  scope: string;
  sort: DocumentSort;
  descending: boolean;
  limit: number;
  startKey?: Record<string, string | number> | undefined;
}): Promise<{ ids: string[]; lastKey: Record<string, unknown> | undefined }> {
  const pk = keys.documentListing(options.scope, options.sort, '', '').PK;
  const result = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: !options.descending,
      Limit: options.limit,
      ExclusiveStartKey: cursorFor(options.startKey, { PK: pk }),
    }),
  );
  return { ids: (result.Items ?? []).map((i) => String(i.id)), lastKey: result.LastEvaluatedKey };
}

/** Every id in one list (bounded scopes: a session's or an owner's documents, or one category). */
export async function documentIdsIn(scope: string): Promise<string[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.documentListing(scope, 'created', '', '').PK },
  });
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

export interface DocumentTermEntry {
  id: string;
  session_id: string;
  session_owner: string;
  public: boolean;
  category: string;
  created_at: string;
  title_sort: string;
  words: string[];
}

export async function documentTermEntries(term: string): Promise<DocumentTermEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.documentTerm(term, '').PK },
  });
  return items.map((item) => ({
    id: String(item.id),
    session_id: String(item.session_id),
    session_owner: String(item.session_owner),
    public: item.public === true,
    category: String(item.category),
    created_at: String(item.created_at),
    title_sort: String(item.title_sort),
    words: Array.isArray(item.words) ? item.words.map(String) : [],
  }));
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

/**
 * Brings a session's documents' copies of its title and status in step with it: the copies decide
 * which lists (and public counts) a document is in; who may see it follows the session at every
 * read. Called after every session save, so saving again also repairs an interrupted sync. A
 * document is retried on a fresh read when an edit or a download raced it; when the session itself
 * changed again, that newer save syncs instead. Returns the documents left out of step.
 */
export async function syncDocumentsWithSession(session: {
  id: string;
  title: string;
  status: SessionStatus;
  deleting?: boolean | undefined;
}): Promise<string[]> {
  const state: SessionState = { title: session.title, status: session.status, deleting: !!session.deleting };
  const behind: string[] = [];
  for (const doc of await findStoredDocuments(await documentIdsIn(`SESSION:${session.id}`))) {
    if (copiesSession(doc, state)) continue;
    const outcome = await syncDocument(doc, state);
    if (outcome === 'behind') behind.push(doc.id);
    if (outcome === 'superseded') return behind;
  }
  return behind;
}

async function syncDocument(
  first: StoredDocument,
  state: SessionState,
): Promise<'done' | 'superseded' | 'behind'> {
  for (let attempt = 1; attempt <= 8; attempt++) {
    const doc = attempt === 1 ? first : await findStoredDocument(first.id, true);
    if (!doc || copiesSession(doc, state)) return 'done';
    const next = withSessionCopy(doc, state);
    const outcome = await writeDocument(doc, next, state);
    if (outcome === 'session-changed') return 'superseded';
    if (outcome === 'written') {
      await afterCommit('Search terms', next.id, () => replaceTerms(doc, next));
      return 'done';
    }
  }
  return 'behind';
}

/**
 * A download: the document's count (atomic ADD, not a transaction on the hot item), the
 * record, the platform's counters, the session's sum, the day's counter, and the downloads sums of
 * the dashboard totals: the platform's and the session owner's ('My Downloads' counts the
 * downloads of one's documents, SPEC §7, not the downloads one made).
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
  ]);
  return Number(result.Attributes?.downloads_count ?? doc.downloads_count + 1);
}
