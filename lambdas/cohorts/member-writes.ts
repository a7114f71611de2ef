/**
 * Changing a cohort's members: removing one (all or nothing, so racing removes count them out once),
 * and their role.
 */
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { notFound } from '../lib/errors';
import { keys } from '../lib/keys';
import { cancellationCodes, withConflictRetry } from '../lib/retry';
import { platformCohortCounts } from '../stats/cohort-counts';
import { LIVE_COHORT } from './cohort-item';
import { toMember, type MemberRole, type StoredMember } from './member-item';

const table = () => env.tableName();

/**
 * "Retirer": the membership deleted IF still there, the cohort's count of participants lowered
 * (ADD -1, the cohort still live) and the platform's, and the invitation they accepted deleted — so that the address
 * can be invited again and its old link lets nobody back in. A member already gone: 404.
 */
export async function removeMember(member: StoredMember): Promise<void> {
  try {
    await withConflictRetry(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: table(),
                Key: keys.cohortMember(member.cohort_id, member.user_id),
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            {
              Update: {
                TableName: table(),
                Key: keys.cohort(member.cohort_id),
                UpdateExpression: 'ADD participants_count :minusOne',
                ConditionExpression: LIVE_COHORT,
                ExpressionAttributeValues: { ':minusOne': -1, ':false': false },
              },
            },
            // No condition: a member the operator added, or whose invitation is gone, has none.
            { Delete: { TableName: table(), Key: keys.cohortInvitation(member.cohort_id, member.email) } },
            platformCohortCounts({ participants: -1 }),
          ],
        }),
      ),
    );
  } catch (error) {
    const [membership, cohort] = cancellationCodes(error);
    if (cohort === 'ConditionalCheckFailed') throw notFound(COHORT_MESSAGES.cohortNotFound);
    if (membership === 'ConditionalCheckFailed') throw notFound(COHORT_MESSAGES.participantNotFound);
    throw error;
  }
}

/**
 * "Mentor" of these startups, or back to participant (none): the role and the startups in one
 * UpdateItem IF the member is still there, so that two managers saving at once leave one whole
 * answer, never a mix, and a member removed meanwhile is not brought back (null).
 */
export async function setMemberRole(
  cohortId: string,
  userId: string,
  role: MemberRole,
  startups: readonly string[],
): Promise<StoredMember | null> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.cohortMember(cohortId, userId),
        UpdateExpression: 'SET #role = :role, mentored_startups = :startups',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':role': role, ':startups': [...startups] },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toMember(Attributes) : null;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}
