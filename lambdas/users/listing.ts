import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminUserList, AdminUserListItem } from '@common/api-types';
import { LIMITS } from '@common/limits';
import { MESSAGES } from '@common/messages';
import { batchGetInOrder, queryAll } from '../lib/batch';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { validationFailed } from '../lib/errors';
import { keys, USERS_PARTITION, userSeqRange } from '../lib/keys';
import { toUser, type UserRecord } from './repository';
import { distinctUsersNewestFirst, normalizeSearch, pageCount, pageSlice, sequenceWindow } from './search';

const PAGE_SIZE = LIMITS.usersPageSize;

function toListItem(user: UserRecord): AdminUserListItem {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    created_at: user.created_at,
    last_sign_in_at: user.last_sign_in_at,
  };
}

function checkPage(page: number, pages: number): void {
  if (page > pages) {
    const message = `${MESSAGES.pageOutOfRange} (1 à ${pages})`;
    throw validationFailed(message, { page: message });
  }
}

/** Counters of the platform stats item; absent counters are zero. */
export async function readPlatformCounters(): Promise<Record<string, number>> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: env.tableName(), Key: keys.platformStats(), ConsistentRead: true }),
  );
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(Item ?? {})) if (typeof value === 'number') out[name] = value;
  return out;
}

/** One page of all users, newest first: one GetItem (counters) and one BETWEEN Query on GSI1. */
async function listAll(page: number): Promise<AdminUserList> {
  const counters = await readPlatformCounters();
  // Pages follow the highest sequence number handed out, not the user count: a number wasted by
  // a retried trigger leaves a gap (a page one user short) instead of hiding the oldest user.
  const top = counters.userSeq ?? 0;
  const pages = pageCount(top, PAGE_SIZE);
  checkPage(page, pages);
  const window = sequenceWindow(top, page, PAGE_SIZE);
  let users: AdminUserListItem[] = [];
  if (window) {
    const range = userSeqRange(window.from, window.to);
    const items = await queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :low AND :high',
      ExpressionAttributeValues: { ':pk': USERS_PARTITION, ':low': range.low, ':high': range.high },
      ScanIndexForward: false,
    });
    users = items.map((item) => toListItem(toUser(item)));
  }
  return { users, total: counters.usersCount ?? 0, page, pages };
}

/**
 * Users whose e-mail contains `query`: one Query of the suffix index, `begins_with(SK, query)` in
 * the partition of the query's first character; it reads the matches only. The full-text check
 * guards against a query that runs past a suffix into the key's `#seq#id` tail.
 */
async function substringMatches(query: string): Promise<{ id: string; seq: number }[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :query)',
    ExpressionAttributeValues: { ':pk': keys.userSuffixPartition(query).PK, ':query': query },
    ProjectionExpression: 'id, email, seq',
  });
  return distinctUsersNewestFirst(
    items
      .filter((item) => String(item.email).includes(query))
      .map((item) => ({ id: String(item.id), seq: Number(item.seq) })),
  );
}

async function search(query: string, page: number): Promise<AdminUserList> {
  const matches = await substringMatches(query);
  const pages = pageCount(matches.length, PAGE_SIZE);
  checkPage(page, pages);
  const slice = pageSlice(matches, page, PAGE_SIZE);
  // The index items carry no role or dates (a role change would have to rewrite them all).
  const records = await batchGetInOrder(slice.map((match) => keys.user(match.id)));
  const users = records.flatMap((item) => (item ? [toListItem(toUser(item))] : []));
  return { users, total: matches.length, page, pages };
}

/** GET /api/admin/users: a page of all users, or of those whose e-mail contains `search`. */
export async function listUsers(options: {
  page: number;
  search?: string | undefined;
}): Promise<AdminUserList> {
  const query = normalizeSearch(options.search);
  return query ? search(query, options.page) : listAll(options.page);
}
