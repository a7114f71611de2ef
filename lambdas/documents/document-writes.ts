/**
 * Saving documents: the item, its list entries and counts in one transaction conditioned on its
 * session's state, its search terms after the commit; edits and deletes that race downloads, other
 * edits or a change of the session are retried on a fresh read or refused with a 409.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type DocumentCategory } from '@common/documents';
import type { SessionStatus } from '@common/session-status';
import { DOCUMENT_MESSAGES } from '@common/messages';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { conflict } from '../lib/errors';
import { cancellationCodes, withConflictRetry } from '../lib/retry';
import { keys } from '../lib/keys';
import { afterCommit, transactOrConflict, type TransactItem } from '../lib/writes';
import { listingWrites, replaceTerms } from '../lib/listing';
import { sessionStateCheck, type SessionState } from '../sessions/session-reads';
import { documentListingKeys, documentTermItems } from './indexing';
import { documentItem, withSessionCopy, type StoredDocument, type LoadedDocument } from './document-item';
import { countWrites } from './document-counts';
import { findDocument } from './document-reads';

const table = () => env.tableName();

/** The list entries a write moves, in its transaction. */
export function documentListingWrites(
  before: StoredDocument | null,
  after: StoredDocument | null,
): TransactItem[] {
  return listingWrites(
    (after ?? before)?.id ?? '',
    before && documentListingKeys(before),
    after && documentListingKeys(after),
  );
}

/** A document's search terms, written after its save has committed. */
export function documentTerms(before: StoredDocument | null, after: StoredDocument | null): Promise<void> {
  return replaceTerms(before && documentTermItems(before), after && documentTermItems(after));
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
      ...documentListingWrites(null, doc),
      ...countWrites(null, doc),
    ],
    DOCUMENT_MESSAGES.sessionChangedConcurrently,
  );
  await afterCommit('Search terms', doc.id, () => documentTerms(null, doc));
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
      await afterCommit('Search terms', next.id, () => documentTerms(current, next));
      return { ...next, live: current.live };
    }
    const fresh = attempt < 5 ? await findDocument(current.id, true) : null;
    if (!fresh || fresh.version !== current.version) throw conflict(DOCUMENT_MESSAGES.changedConcurrently);
    current = fresh;
  }
}

/**
 * Writes `next` over `current` with its list entries and counts, in one transaction conditioned on
 * the session still being in `state` and the item still being `current` (its version and its
 * copy of the session). The item is updated field by field, never replaced: downloads ADD to it
 * outside any transaction and are never lost, and its downloads sum moves by zero.
 */
export async function writeDocument(
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
      ...documentListingWrites(current, after),
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
export function unchangedSince(current: StoredDocument): {
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
export async function transact(items: TransactItem[]): Promise<void> {
  await withConflictRetry(() => dynamo().send(new TransactWriteCommand({ TransactItems: items })));
}
