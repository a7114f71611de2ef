/** Reading sessions: by id, their state (what their documents follow), their sorted lists and search terms. */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Session } from '@common/api-types';
import { SESSION_STATUSES } from '@common/session-status';
import { batchGetInOrder } from '../lib/batch';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys, type SessionSort } from '../lib/keys';
import { listingIdsPage, partitionItems, type ListingPage } from '../lib/listing';
import { IN_PROGRAMME } from './indexing';
import { type TransactItem } from '../lib/writes';
import { toSession, type StoredSession } from './session-item';

const table = () => env.tableName();

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

/** One page of a sorted list (one Query), e.g. scope PUB by creation, newest first. */
export function listingPage(options: {
  scope: string;
  sort: SessionSort;
  descending: boolean;
  limit: number;
  startKey?: Record<string, string | number> | undefined;
}): Promise<ListingPage> {
  return listingIdsPage(keys.sessionListing(options.scope, options.sort, '', '').PK, options);
}

/**
 * At most this many programme sessions are read (one Query page, one BatchGet): numbers run from 1
 * to PROGRAMME_SESSION_COUNT, so only sessions sharing a number could come near it.
 */
export const PROGRAMME_READ_LIMIT = 100;

/**
 * The published sessions of the programme, in programme order: one Query on the programme's part of
 * their sorted list (the entries that begin with IN_PROGRAMME), then one BatchGet. The work follows
 * the programme's size, never the catalogue's.
 */
export async function publishedProgramme(): Promise<(StoredSession & { phase: number; number: number })[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :programme)',
      ExpressionAttributeValues: {
        ':pk': keys.sessionListing('PUB', 'programme', '', '').PK,
        ':programme': IN_PROGRAMME,
      },
      Limit: PROGRAMME_READ_LIMIT,
    }),
  );
  const sessions = await findSessions(Items.map((item) => String(item.id)));
  // The list is written with the session: checked against the items all the same, as every list is.
  return sessions.flatMap((session) =>
    session.status === 'published' && !session.deleting && session.phase !== null && session.number !== null
      ? [{ ...session, phase: session.phase, number: session.number }]
      : [],
  );
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

const termEntrySchema = z.object({
  id: z.string(),
  user_id: z.string(),
  status: z.enum(SESSION_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  title_sort: z.string(),
  // Entries written before the programme's places: outside the programme until the next save.
  number: z.number().nullable().catch(null),
  words: z.array(z.coerce.string()).catch([]),
  tags: z.array(z.coerce.string()).catch([]),
});

/** A search-index entry: what filtering and sorting a match need, without reading the session. */
export type TermEntry = z.infer<typeof termEntrySchema>;

/** Every index entry under one term (a word prefix or a tag); work grows with the matches. */
export async function termEntries(term: string): Promise<TermEntry[]> {
  const items = await partitionItems(keys.sessionTerm('ALL', term, '').PK);
  return items.map((item) => termEntrySchema.parse(item));
}
