/**
 * Saving sessions: the item, its sorted-list entries and its counts in one transaction, its search
 * terms after the commit; deleting in two steps (out of the public catalogue at once, then gone).
 */
import { randomUUID } from 'node:crypto';
import type { SessionFields } from '@common/schemas/session';
import { MESSAGES } from '@common/messages';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { keysMissingFrom, listingWrites, replaceTerms } from '../lib/listing';
import { afterCommit, transactOrConflict, type TransactItem } from '../lib/writes';
import { listingKeys, termItems, type IndexedSession } from './indexing';
import { sessionItem, type StoredSession } from './session-item';
import { countUpdates } from './session-counts';

const table = () => env.tableName();

/** The list entries a save moves, in its transaction. */
function sessionListingWrites(before: IndexedSession | null, after: IndexedSession | null): TransactItem[] {
  return listingWrites(
    (after ?? before)?.id ?? '',
    before && listingKeys(before),
    after && listingKeys(after),
  );
}

/** Search terms live outside the transaction (a session has up to a few hundred); reads re-check the truth. */
function sessionTerms(before: IndexedSession | null, after: IndexedSession | null): Promise<void> {
  return replaceTerms(before && termItems(before), after && termItems(after));
}

const transact = (items: TransactItem[]) => transactOrConflict(items, MESSAGES.sessionChangedConcurrently);

export async function createSession(
  input: SessionFields,
  ownerId: string,
  now: string,
): Promise<StoredSession> {
  const session: StoredSession = {
    id: randomUUID(),
    ...input,
    user_id: ownerId,
    views_count: 0,
    documents_count: 0,
    downloads_count: 0,
    created_at: now,
    updated_at: now,
  };
  await transact([
    {
      Put: {
        TableName: table(),
        Item: sessionItem(session),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...sessionListingWrites(null, session),
    ...countUpdates(null, session),
  ]);
  await afterCommit('Search terms', session.id, () => sessionTerms(null, session));
  return session;
}

/** Optimistic: the write only lands if nobody saved the session since `previous` was read. */
export async function updateSession(
  previous: StoredSession,
  input: SessionFields,
  now: string,
  /** Who saves: the notifications of a status change leave them out (lambdas/notifications/). */
  by: string,
): Promise<StoredSession> {
  const updatedAt =
    now > previous.updated_at ? now : new Date(Date.parse(previous.updated_at) + 1).toISOString();
  const next: StoredSession = { ...previous, ...input, updated_at: updatedAt };
  await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.session(previous.id),
        UpdateExpression:
          'SET title = :title, description = :description, #status = :status, image_url = :image, image_variants = :variants, image_width = :width, tags = :tags, phase = :phase, #number = :number, updated_at = :now, updated_by = :by',
        ConditionExpression: 'updated_at = :previous AND attribute_not_exists(deleting)',
        // NUMBER is one of DynamoDB's reserved words.
        ExpressionAttributeNames: { '#status': 'status', '#number': 'number' },
        ExpressionAttributeValues: {
          ':phase': next.phase,
          ':number': next.number,
          ':title': next.title,
          ':description': next.description,
          ':status': next.status,
          ':image': next.image_url,
          ':variants': next.image_variants,
          ':width': next.image_width,
          ':tags': next.tags,
          ':now': next.updated_at,
          ':by': by,
          ':previous': previous.updated_at,
        },
      },
    },
    ...sessionListingWrites(previous, next),
    ...countUpdates(previous, next),
  ]);
  await afterCommit('Search terms', next.id, () => sessionTerms(previous, next));
  return next;
}

/**
 * Step 1 of a delete: the session leaves the public catalogue at once and is flagged, so an
 * interrupted delete can be finished by deleting again. Dashboard lists keep it until the end.
 */
export async function beginSessionDelete(session: StoredSession): Promise<void> {
  if (session.deleting) return;
  const unpublished: StoredSession = { ...session, status: 'draft' };
  const publicKeys = keysMissingFrom(listingKeys(session), listingKeys(unpublished)).filter((k) =>
    k.PK.startsWith('LIST#S#PUB#'),
  );
  await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.session(session.id),
        UpdateExpression: 'SET deleting = :true',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':true': true },
      },
    },
    ...publicKeys.map((Key): TransactItem => ({ Delete: { TableName: table(), Key } })),
    ...countUpdates(session, null),
  ]);
}

/** Last step of a delete: search terms, then the item and its remaining list entries. */
export async function finishSessionDelete(session: StoredSession): Promise<void> {
  await sessionTerms(session, null);
  const remaining = listingKeys(session).filter((k) => !k.PK.startsWith('LIST#S#PUB#'));
  await transact([
    {
      Delete: {
        TableName: table(),
        Key: keys.session(session.id),
        ConditionExpression: 'deleting = :true',
        ExpressionAttributeValues: { ':true': true },
      },
    },
    ...remaining.map((Key): TransactItem => ({ Delete: { TableName: table(), Key } })),
  ]);
}
