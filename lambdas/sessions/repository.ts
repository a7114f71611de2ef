/**
 * Sessions in the table: the session item, its sorted-list entries, its search terms, the
 * published-tag counts and the catalogue counts. The only module that touches them.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Session, SessionTotals } from '../../common/api-types';
import type { CoverVariant } from '../../common/cover-variants';
import type { SessionFields } from '../../common/schemas/session';
import { MESSAGES } from '../../common/messages';
import { batchGetInOrder, queryAll } from '../lib/batch';
import { dynamo } from '../lib/clients';
import { cursorFor } from '../lib/cursor';
import { env } from '../lib/env';
import { keys, PUBLISHED_TAGS_PARTITION, type SessionSort } from '../lib/keys';
import {
  addExpression,
  afterCommit,
  batchWriteAll,
  deletePartition,
  transactOrConflict,
  type TransactItem,
} from '../lib/writes';
import {
  keysMissingFrom,
  listingKeys,
  publishedTagDeltas,
  TAG_SPELLING_PREFIX,
  tagLabel,
  termItems,
  type IndexedSession,
  type TableKey,
  type TagCountChange,
} from './indexing';

/** A session as stored, with the bookkeeping the API does not return. */
export interface StoredSession extends Session {
  image_variants: CoverVariant[];
  image_width: number | null;
  documents_count: number;
  downloads_count: number;
  deleting?: boolean;
}

export interface TermEntry {
  id: string;
  user_id: string;
  status: Session['status'];
  created_at: string;
  updated_at: string;
  title_sort: string;
  words: string[];
  tags: string[];
}

const table = () => env.tableName();

/** The stored variants list (`[{ width, url }]`, narrowest first); sessions saved before it have none. */
function coverVariantsOf(value: unknown): CoverVariant[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const { width, url } = (entry ?? {}) as Record<string, unknown>;
    return typeof width === 'number' && typeof url === 'string' ? [{ width, url }] : [];
  });
}

function toSession(item: Record<string, unknown>): StoredSession {
  return {
    id: String(item.id),
    title: String(item.title),
    description: typeof item.description === 'string' ? item.description : null,
    status: item.status as Session['status'],
    image_url: typeof item.image_url === 'string' ? item.image_url : null,
    image_variants: coverVariantsOf(item.image_variants),
    image_width: typeof item.image_width === 'number' ? item.image_width : null,
    tags: Array.isArray(item.tags) ? item.tags.map(String) : [],
    user_id: String(item.user_id),
    views_count: Number(item.views_count ?? 0),
    documents_count: Number(item.documents_count ?? 0),
    downloads_count: Number(item.downloads_count ?? 0),
    created_at: String(item.created_at),
    updated_at: String(item.updated_at),
    ...(item.deleting === true ? { deleting: true } : {}),
  };
}

/** The fields the API returns. */
export function publicSession(session: StoredSession): Session {
  return {
    id: session.id,
    title: session.title,
    description: session.description,
    status: session.status,
    image_url: session.image_url,
    image_variants: session.image_variants,
    image_width: session.image_width,
    tags: session.tags,
    user_id: session.user_id,
    views_count: session.views_count,
    created_at: session.created_at,
    updated_at: session.updated_at,
  };
}

/** Search terms live outside the transaction (a session has up to a few hundred); reads re-check the truth. */
async function replaceTerms(before: IndexedSession | null, after: IndexedSession | null) {
  const next = after ? termItems(after) : [];
  const stale = before ? keysMissingFrom(termItems(before) as TableKey[], next as TableKey[]) : [];
  await batchWriteAll([
    ...next.map((Item) => ({ PutRequest: { Item } })),
    ...stale.map((k) => ({ DeleteRequest: { Key: { PK: k.PK, SK: k.SK } } })),
  ]);
}

/** The session item as createSession writes it (exported for the benchmark's data generator). */
export function sessionItem(session: StoredSession): Record<string, unknown> {
  return { ...keys.session(session.id), type: 'session', ...session };
}

/** A session's sorted-list entry items, as written with it. */
export function sessionListingItems(session: IndexedSession): Record<string, unknown>[] {
  return listingKeys(session).map((k) => ({ ...k, id: session.id }));
}

/**
 * ADD to a published tag's count and to the counts of the spellings that moved; `label` is the
 * first spelling ever counted (kept for items counted before spellings were, see `tagLabel`).
 */
function tagCountExpression(change: TagCountChange) {
  const names: Record<string, string> = {};
  const values: Record<string, number | string> = {};
  const adds: string[] = [];
  if (change.delta !== 0) {
    names['#count'] = 'count';
    values[':count'] = change.delta;
    adds.push('#count :count');
  }
  [...change.spellings].forEach(([spelling, delta], i) => {
    names[`#s${i}`] = `${TAG_SPELLING_PREFIX}${spelling}`;
    values[`:s${i}`] = delta;
    adds.push(`#s${i} :s${i}`);
  });
  const added = [...change.spellings].find(([, delta]) => delta > 0)?.[0];
  let expression = `ADD ${adds.join(', ')}`;
  if (added !== undefined) {
    names['#label'] = 'label';
    values[':label'] = added;
    expression += ' SET #label = if_not_exists(#label, :label)';
  }
  return { UpdateExpression: expression, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}

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

function listingWrites(before: IndexedSession | null, after: IndexedSession | null): TransactItem[] {
  const stale = before ? keysMissingFrom(listingKeys(before), after ? listingKeys(after) : []) : [];
  return [
    ...stale.map((Key): TransactItem => ({ Delete: { TableName: table(), Key } })),
    ...(after ? sessionListingItems(after) : []).map((Item): TransactItem => ({
      Put: { TableName: table(), Item },
    })),
  ];
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
    ...listingWrites(null, session),
    ...countUpdates(null, session),
  ]);
  await afterCommit('Search terms', session.id, () => replaceTerms(null, session));
  return session;
}

/** Optimistic: the write only lands if nobody saved the session since `previous` was read. */
export async function updateSession(
  previous: StoredSession,
  input: SessionFields,
  now: string,
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
          'SET title = :title, description = :description, #status = :status, image_url = :image, image_variants = :variants, image_width = :width, tags = :tags, updated_at = :now',
        ConditionExpression: 'updated_at = :previous AND attribute_not_exists(deleting)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':title': next.title,
          ':description': next.description,
          ':status': next.status,
          ':image': next.image_url,
          ':variants': next.image_variants,
          ':width': next.image_width,
          ':tags': next.tags,
          ':now': next.updated_at,
          ':previous': previous.updated_at,
        },
      },
    },
    ...listingWrites(previous, next),
    ...countUpdates(previous, next),
  ]);
  await afterCommit('Search terms', next.id, () => replaceTerms(previous, next));
  return next;
}

export async function findSession(sessionId: string): Promise<StoredSession | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.session(sessionId) }));
  return Item ? toSession(Item) : null;
}

/** Sessions by id, in the order asked, skipping missing ones. */
export async function findSessions(ids: readonly string[]): Promise<StoredSession[]> {
  const items = await batchGetInOrder([...new Set(ids)].map((id) => keys.session(id)));
  const found = new Map(items.flatMap((item) => (item ? [[String(item.id), toSession(item)] as const] : [])));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** What a session's documents follow at every read: its title, and whether it is public. */
export interface SessionState {
  title: string;
  status: Session['status'];
  deleting: boolean;
}

const STATE_ATTRIBUTES = ['id', 'title', 'status', 'deleting'] as const;

function toState(item: Record<string, unknown>): SessionState {
  return {
    title: String(item.title),
    status: item.status as Session['status'],
    deleting: item.deleting === true,
  };
}

/** The current state of each session, by id; a session that no longer exists is absent. */
export async function sessionStates(
  ids: readonly string[],
  consistent = false,
): Promise<Map<string, SessionState>> {
  const unique = [...new Set(ids)];
  // One session (a single document's) is a GetItem: those routes need no BatchGetItem right.
  const items =
    unique.length === 1
      ? [
          (
            await dynamo().send(
              new GetCommand({
                TableName: table(),
                Key: keys.session(unique[0] ?? ''),
                ProjectionExpression: STATE_ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
                ExpressionAttributeNames: Object.fromEntries(
                  STATE_ATTRIBUTES.map((name, i) => [`#a${i}`, name]),
                ),
                ConsistentRead: consistent,
              }),
            )
          ).Item ?? null,
        ]
      : await batchGetInOrder(
          unique.map((id) => keys.session(id)),
          { attributes: STATE_ATTRIBUTES, consistent },
        );
  return new Map(items.flatMap((item) => (item ? [[String(item.id), toState(item)] as const] : [])));
}

/**
 * Lets a write to another item (a document) commit only while the session is still in `state`:
 * a document never stores a copy of a session state that has already been replaced.
 */
export function sessionStateCheck(sessionId: string, state: SessionState): TransactItem {
  return {
    ConditionCheck: {
      TableName: table(),
      Key: keys.session(sessionId),
      ConditionExpression: state.deleting
        ? '#status = :status AND title = :title AND deleting = :true'
        : '#status = :status AND title = :title AND attribute_not_exists(deleting)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': state.status,
        ':title': state.title,
        ...(state.deleting ? { ':true': true } : {}),
      },
    },
  };
}

export interface ListingPage {
  ids: string[];
  lastKey: Record<string, unknown> | undefined;
}

/** One page of a sorted list (one Query), e.g. scope PUB by creation, newest first. */
export async function listingPage(options: {
  scope: string;
  sort: SessionSort;
  descending: boolean;
  limit: number;
  startKey?: Record<string, string | number> | undefined;
}): Promise<ListingPage> {
  const pk = keys.sessionListing(options.scope, options.sort, '', '').PK;
  const input: QueryCommandInput = {
    TableName: table(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ScanIndexForward: !options.descending,
    Limit: options.limit,
    ExclusiveStartKey: cursorFor(options.startKey, { PK: pk }),
  };
  const result = await dynamo().send(new QueryCommand(input));
  return { ids: (result.Items ?? []).map((i) => String(i.id)), lastKey: result.LastEvaluatedKey };
}

/** Neighbours by creation date among published sessions: exactly two one-item Queries. */
export async function publishedNeighbours(
  session: StoredSession,
): Promise<{ previous: string | null; next: string | null }> {
  const { PK, SK } = keys.sessionListing('PUB', 'created', session.created_at, session.id);
  const neighbour = async (operator: '<' | '>') => {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: `PK = :pk AND SK ${operator} :sk`,
        ExpressionAttributeValues: { ':pk': PK, ':sk': SK },
        ScanIndexForward: operator === '>',
        Limit: 1,
      }),
    );
    const item = result.Items?.[0];
    return item ? String(item.id) : null;
  };
  const [previous, next] = await Promise.all([neighbour('<'), neighbour('>')]);
  return { previous, next };
}

/** Every index entry under one term (a word prefix or a tag); work grows with the matches. */
export async function termEntries(term: string): Promise<TermEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.sessionTerm('ALL', term, '').PK },
  });
  return items.map((item) => ({
    id: String(item.id),
    user_id: String(item.user_id),
    status: item.status as Session['status'],
    created_at: String(item.created_at),
    updated_at: String(item.updated_at),
    title_sort: String(item.title_sort),
    words: Array.isArray(item.words) ? item.words.map(String) : [],
    tags: Array.isArray(item.tags) ? item.tags.map(String) : [],
  }));
}

export interface TagCount {
  key: string;
  tag: string;
  count: number;
}

/** Tags of published sessions with their counts, most used first, each in its most used spelling. */
export async function publishedTags(): Promise<TagCount[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': PUBLISHED_TAGS_PARTITION },
  });
  return items
    .map((item) => ({ key: String(item.SK), tag: tagLabel(item), count: Number(item.count ?? 0) }))
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/**
 * Rebuilds the published-tag counts from the published sessions (one Query of their list, then
 * BatchGets): for data counted before spellings were, or when tags differing only by case or
 * accents were counted twice. Never on a request path.
 */
export async function recountPublishedTags(): Promise<number> {
  const entries = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.sessionListing('PUB', 'created', '', '').PK },
  });
  const totals = new Map<string, TagCountChange>();
  for (const session of await findSessions(entries.map((entry) => String(entry.id)))) {
    if (session.deleting) continue;
    for (const [key, change] of publishedTagDeltas(null, session)) {
      const total = totals.get(key) ?? { delta: 0, spellings: new Map<string, number>() };
      total.delta += change.delta;
      for (const [spelling, n] of change.spellings) {
        total.spellings.set(spelling, (total.spellings.get(spelling) ?? 0) + n);
      }
      totals.set(key, total);
    }
  }
  await deletePartition(PUBLISHED_TAGS_PARTITION);
  await batchWriteAll(
    [...totals].map(([key, total]) => ({
      PutRequest: {
        Item: {
          ...keys.publishedTag(key),
          count: total.delta,
          label: [...total.spellings.keys()][0] ?? key,
          ...Object.fromEntries(
            [...total.spellings].map(([spelling, n]) => [`${TAG_SPELLING_PREFIX}${spelling}`, n]),
          ),
        },
      },
    })),
  );
  return totals.size;
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

/** Atomic view count; concurrent views never lose an increment. */
export async function incrementViews(sessionId: string): Promise<{ views: number; ownerId: string } | null> {
  try {
    const result = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.session(sessionId),
        UpdateExpression: 'ADD views_count :one',
        ConditionExpression:
          'attribute_exists(PK) AND #status = :published AND attribute_not_exists(deleting)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':one': 1, ':published': 'published' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return {
      views: Number(result.Attributes?.views_count ?? 0),
      ownerId: String(result.Attributes?.user_id ?? ''),
    };
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
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

/** Removes who viewed a session, when and from where (a delete's step before the item goes). */
export async function deleteViewRecords(sessionId: string): Promise<void> {
  await deletePartition(keys.sessionView(sessionId, '', '').PK);
}

/** Last step of a delete: search terms, then the item and its remaining list entries. */
export async function finishSessionDelete(session: StoredSession): Promise<void> {
  await replaceTerms(session, null);
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
