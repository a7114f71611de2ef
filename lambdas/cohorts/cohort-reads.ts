/** Reading cohorts: one by id, the caller's list, and the people and sessions a cohort names. */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Cohort, CohortSummary, Page } from '@common/api-types';
import { canAdminister, type Role } from '@common/roles';
import { batchGetInOrder, queryAll } from '../lib/batch';
import { dynamo } from '../lib/clients';
import { decodeKeyCursor, encodeKeyCursor, equals, listId, matches, position } from '../lib/cursor';
import { env } from '../lib/env';
import { COHORTS_PARTITION, keys } from '../lib/keys';
import { findSessions } from '../sessions/session-reads';
import type { StoredSession } from '../sessions/session-item';
import { toUser, type UserRecord } from '../users/user-item';
import { toCohort, type StoredCohort } from './cohort-item';

const table = () => env.tableName();

/**
 * Strongly consistent: a manager's page right after a save shows the save. Null once a delete began,
 * unless `includeDeleting` (deleting again finishes an interrupted delete).
 */
export async function findCohort(
  cohortId: string,
  { includeDeleting = false }: { includeDeleting?: boolean } = {},
): Promise<StoredCohort | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.cohort(cohortId), ConsistentRead: true }),
  );
  if (!Item) return null;
  const cohort = toCohort(Item);
  return cohort.deleting && !includeDeleting ? null : cohort;
}

export function cohortSummary(cohort: StoredCohort): CohortSummary {
  return {
    id: cohort.id,
    name: cohort.name,
    organisation: cohort.organisation,
    starts_on: cohort.starts_on,
    ends_on: cohort.ends_on,
    archived: cohort.archived,
    sessions_count: cohort.programme.length,
    participants_count: cohort.participants_count,
  };
}

/**
 * "Cohortes": admins see every cohort (GSI1 `COHORTS`), others the cohorts they manage (GSI1 of their
 * memberships, then one BatchGet). Latest start first; one Query per page, never a Scan.
 */
export async function listCohorts(
  caller: { id: string; role: Role },
  limit: number,
  cursor: string | undefined,
): Promise<Page<CohortSummary>> {
  const partition = canAdminister(caller.role)
    ? COHORTS_PARTITION
    : keys.managedCohortListing(caller.id, '', '').GSI1PK;
  const list = listId({ cohorts: partition });
  const start = decodeKeyCursor(cursor, list, {
    GSI1PK: equals(partition),
    GSI1SK: position,
    PK: matches(/^COHORT#/),
    SK: position,
  });
  const page = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  const found = page.Items ?? [];
  const items =
    partition === COHORTS_PARTITION
      ? found
      : (await batchGetInOrder(found.map((item) => keys.cohort(String(item.cohort_id))))).filter(
          (item): item is Record<string, unknown> => item !== null,
        );
  const cohorts = items
    .map(toCohort)
    // The membership is removed in the save that removes the manager: checked all the same.
    .filter(
      (cohort) =>
        !cohort.deleting && (partition === COHORTS_PARTITION || cohort.managers.includes(caller.id)),
    );
  return { items: cohorts.map(cohortSummary), next_cursor: encodeKeyCursor(list, page.LastEvaluatedKey) };
}

/** How many of a person's memberships are read to find the cohort their parcours follows. */
const MEMBERSHIPS_READ = 10;

/**
 * The cohort a participant's parcours follows: of the cohorts they belong to (GSI1 of their
 * memberships, latest start first: one Query, then one BatchGet), the latest-starting one that is
 * neither archived nor being deleted; null for someone in none.
 */
export async function participantCohort(userId: string): Promise<StoredCohort | null> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.memberCohortListing(userId, '', '').GSI1PK },
      ScanIndexForward: false,
      Limit: MEMBERSHIPS_READ,
    }),
  );
  if (Items.length === 0) return null;
  const cohorts = await batchGetInOrder(Items.map((item) => keys.cohort(String(item.cohort_id))));
  return (
    cohorts
      .flatMap((item) => (item ? [toCohort(item)] : []))
      .find((cohort) => !cohort.deleting && !cohort.archived) ?? null
  );
}

/**
 * The accounts of these e-mail addresses (lower-cased), or null for an address nobody signed up
 * with: one Query per address on the e-mail suffix index (a whole address is one of its own
 * suffixes), then one BatchGet of the records for their roles.
 */
export async function usersByEmail(emails: readonly string[]): Promise<Map<string, UserRecord | null>> {
  const ids = new Map<string, string>();
  await Promise.all(
    emails.map(async (email) => {
      const items = await queryAll({
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :email)',
        ExpressionAttributeValues: { ':pk': keys.userSuffixPartition(email).PK, ':email': `${email}#` },
        ProjectionExpression: 'id, email',
      });
      // A longer address ending with this one has it as a suffix too: only the exact address counts.
      const exact = items.find((item) => item.email === email);
      if (exact) ids.set(email, String(exact.id));
    }),
  );
  const records = await usersById([...ids.values()]);
  return new Map(emails.map((email) => [email, records.get(ids.get(email) ?? '') ?? null]));
}

export async function usersById(ids: readonly string[]): Promise<Map<string, UserRecord>> {
  const items = await batchGetInOrder([...new Set(ids)].map((id) => keys.user(id)));
  return new Map(items.flatMap((item) => (item ? [[String(item.id), toUser(item)] as const] : [])));
}

/** The whole cohort as its managers' page shows it: its sessions and managers joined (two BatchGets). */
export async function cohortView(cohort: StoredCohort): Promise<Cohort> {
  const [sessions, people] = await Promise.all([
    findSessions(cohort.programme.map((entry) => entry.session_id)),
    usersById(cohort.managers),
  ]);
  const byId = new Map<string, StoredSession>(sessions.map((session) => [session.id, session]));
  return {
    ...cohortSummary(cohort),
    description: cohort.description,
    programme: cohort.programme.map((entry) => {
      const session = byId.get(entry.session_id);
      return {
        ...entry,
        session:
          session && !session.deleting
            ? { title: session.title, phase: session.phase, number: session.number }
            : null,
      };
    }),
    managers: cohort.managers.flatMap((id) => {
      const person = people.get(id);
      return person ? [{ id, email: person.email, name: person.full_name ?? person.email }] : [];
    }),
    created_by: cohort.created_by,
    created_at: cohort.created_at,
    updated_at: cohort.updated_at,
    version: cohort.version,
    calendar_path: cohort.calendar_token ? calendarPath(cohort.id, cohort.calendar_token) : null,
    attendance_threshold: cohort.attendance_threshold,
  };
}

/** Where a cohort's feed is read: its id and secret token, ending in .ics as calendar apps expect. */
export function calendarPath(cohortId: string, token: string): string {
  return `/api/calendars/${cohortId}/${token}.ics`;
}

/** A page of a pipeline's read: what it found, and where the next page starts (null: the last). */
export interface PipelinePage<T> {
  items: T[];
  lastKey: Record<string, unknown> | null;
}

/**
 * The cohorts under way on `day` (started by then, not ended, not archived): a page of the admins'
 * list (GSI1 `COHORTS`, the start day's order bounds the Query; the rest is filtered). For the
 * reminders' daily run, never a request.
 */
export async function cohortsUnderWayPage(
  day: string,
  { limit, startKey }: { limit: number; startKey?: Record<string, unknown> | undefined },
): Promise<PipelinePage<StoredCohort>> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :after',
      FilterExpression: 'ends_on >= :day AND archived = :false',
      ExpressionAttributeValues: {
        ':pk': COHORTS_PARTITION,
        // `{starts_on}#{id}`: every cohort started on `day` or before.
        ':after': `${day}#\uffff`,
        ':day': day,
        ':false': false,
      },
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    items: (page.Items ?? []).map(toCohort).filter((cohort) => !cohort.deleting),
    lastKey: page.LastEvaluatedKey ?? null,
  };
}

/** A page of a cohort's members' ids (its partition's `MEMBER#` items, keys only). */
export async function memberIdsPage(
  cohortId: string,
  { limit, startKey }: { limit: number; startKey?: Record<string, unknown> | undefined },
): Promise<PipelinePage<string>> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :member)',
      ExpressionAttributeValues: {
        ':pk': keys.cohortPartition(cohortId).PK,
        ':member': keys.cohortMember(cohortId, '').SK,
      },
      ProjectionExpression: 'user_id',
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    items: (page.Items ?? []).map((item) => String(item.user_id)),
    lastKey: page.LastEvaluatedKey ?? null,
  };
}
