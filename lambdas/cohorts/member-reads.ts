/**
 * Reading a cohort's members: one by user id, a page of them (one Query on the cohort's partition),
 * and the startups its participants joined under.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../lib/batch';
import type { CohortParticipantsPage } from '@common/api-types';
import { dynamo } from '../lib/clients';
import { decodeKeyCursor, encodeKeyCursor, equals, listId, matches } from '../lib/cursor';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { participantView, toMember, type StoredMember } from './member-item';

const table = () => env.tableName();

export async function findMember(cohortId: string, userId: string): Promise<StoredMember | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.cohortMember(cohortId, userId), ConsistentRead: true }),
  );
  return Item ? toMember(Item) : null;
}

/** A page of the cohort's members, by user id. */
export async function listParticipants(
  cohortId: string,
  limit: number,
  cursor: string | undefined,
): Promise<CohortParticipantsPage> {
  const partition = keys.cohortPartition(cohortId).PK;
  const list = listId({ participants: cohortId });
  const start = decodeKeyCursor(cursor, list, {
    PK: equals(partition),
    SK: matches(new RegExp(`^${keys.cohortMemberPrefix}`)),
  });
  const page = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': keys.cohortMemberPrefix },
      Limit: limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  return {
    items: (page.Items ?? []).map((item) => participantView(toMember(item))),
    next_cursor: encodeKeyCursor(list, page.LastEvaluatedKey),
  };
}

/**
 * The startups of the cohort's participants (mentors left out): its members' `startup` and `role`
 * only, every page of one Query of its partition — a cohort of 500 is a few pages. For a manager's
 * save of a mentor's startups, never a page's read.
 */
export async function participantStartups(cohortId: string): Promise<Set<string>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: {
      ':pk': keys.cohortPartition(cohortId).PK,
      ':prefix': keys.cohortMemberPrefix,
    },
    ProjectionExpression: 'startup, #role',
    ConsistentRead: true,
  });
  return new Set(
    items.flatMap((item) =>
      item.role !== 'mentor' && typeof item.startup === 'string' && item.startup ? [item.startup] : [],
    ),
  );
}
