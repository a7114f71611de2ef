/** What a mentor reads: the cohorts where they are "Mentor", with the startups assigned to them. */
import type { MentoredCohort } from '@common/api-types';
import { batchGetInOrder, queryAll } from '../lib/batch';
import { keys } from '../lib/keys';
import { toCohort } from './cohort-item';
import { toMember } from './member-item';

/**
 * The cohorts `userId` mentors: their memberships (GSI1 `COHORTS#MEMBER#{userId}`, latest start
 * first, every page: a person belongs to a few cohorts), those with the mentor role kept, then one
 * BatchGet of the cohorts. A cohort being deleted is left out. Never a Scan.
 */
export async function mentoredCohorts(userId: string): Promise<MentoredCohort[]> {
  const memberships = (
    await queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: '#role = :mentor',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: {
        ':pk': keys.memberCohortListing(userId, '', '').GSI1PK,
        ':mentor': 'mentor',
      },
      ScanIndexForward: false,
    })
  ).map(toMember);
  if (memberships.length === 0) return [];
  const cohorts = await batchGetInOrder(memberships.map((member) => keys.cohort(member.cohort_id)));
  return memberships.flatMap((member, index) => {
    const item = cohorts[index];
    if (!item) return [];
    const cohort = toCohort(item);
    if (cohort.deleting) return [];
    return [
      {
        id: cohort.id,
        name: cohort.name,
        organisation: cohort.organisation,
        starts_on: cohort.starts_on,
        ends_on: cohort.ends_on,
        archived: cohort.archived,
        startups: member.mentored_startups,
      },
    ];
  });
}
