/** Reading invitations: one by address, and a page of a cohort's, by address (one Query). */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CohortInvitationsPage } from '@common/api-types';
import { dynamo } from '../lib/clients';
import { decodeKeyCursor, encodeKeyCursor, equals, listId, matches } from '../lib/cursor';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { invitationView, toInvitation, type StoredInvitation } from './invitation-item';

const table = () => env.tableName();

export async function findInvitation(cohortId: string, email: string): Promise<StoredInvitation | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.cohortInvitation(cohortId, email), ConsistentRead: true }),
  );
  return Item ? toInvitation(Item) : null;
}

export async function listInvitations(
  cohortId: string,
  limit: number,
  cursor: string | undefined,
  now = new Date(),
): Promise<CohortInvitationsPage> {
  const partition = keys.cohortPartition(cohortId).PK;
  const list = listId({ invitations: cohortId });
  const start = decodeKeyCursor(cursor, list, {
    PK: equals(partition),
    SK: matches(new RegExp(`^${keys.cohortInvitationPrefix}`)),
  });
  const page = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': keys.cohortInvitationPrefix },
      Limit: limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  return {
    items: (page.Items ?? []).map((item) => invitationView(toInvitation(item), now)),
    next_cursor: encodeKeyCursor(list, page.LastEvaluatedKey),
  };
}
