/**
 * Reading what the report counts (issue 31, point 5): per cohort, its members, its deliverables, the
 * versions accepted, its certificates (four Queries of its partition, whatever its size) and its
 * participants' profile answers (BatchGets); for every cohort, the cohorts under way in the period
 * (Queries of GSI1 `COHORTS`). Never a Scan.
 */
import type { CohortRecord, ReportPeriod } from '@common/report';
import { cohortOverlaps } from '@common/report';
import { queryAll } from '../lib/batch';
import { COHORTS_PARTITION, keys, SUBMISSION_PREFIX } from '../lib/keys';
import { toCohort, type StoredCohort } from '../cohorts/cohort-item';
import { usersById } from '../cohorts/cohort-reads';
import { toMember } from '../cohorts/member-item';
import { isVersionKey } from '../deliverables/deliverable-item';
import { listDeliverables } from '../deliverables/deliverable-reads';

function partitionItems(cohortId: string, prefix: string, projection?: string) {
  return queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.cohortPartition(cohortId).PK, ':prefix': prefix },
    ...(projection
      ? { ProjectionExpression: projection, ExpressionAttributeNames: { '#state': 'state' } }
      : {}),
  });
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export async function cohortRecord(cohort: StoredCohort): Promise<CohortRecord> {
  const [memberItems, deliverables, submissionItems, certificateItems] = await Promise.all([
    partitionItems(cohort.id, keys.cohortMemberPrefix),
    listDeliverables(cohort.id),
    partitionItems(cohort.id, SUBMISSION_PREFIX, 'SK, user_id, deliverable_id, reviewed_at, #state'),
    partitionItems(cohort.id, keys.cohortCertificatePrefix),
  ]);
  const members = memberItems.map(toMember);
  const users = await usersById(
    members.filter((member) => member.role === 'participant').map((member) => member.user_id),
  );
  return {
    cohort,
    requiredDeliverables: deliverables.filter((d) => d.required).map((d) => d.id),
    members,
    accepted: submissionItems.flatMap((item) => {
      const reviewedAt = text(item.reviewed_at);
      return isVersionKey(String(item.SK)) && item.state === 'accepted' && reviewedAt
        ? [
            {
              user_id: String(item.user_id),
              deliverable_id: String(item.deliverable_id),
              reviewed_at: reviewedAt,
            },
          ]
        : [];
    }),
    certificates: certificateItems.map((item) => ({
      user_id: String(item.user_id),
      issued_at: String(item.issued_at),
      revoked_at: text(item.revoked_at),
    })),
    profiles: new Map(
      [...users.values()].map((user) => [user.id, { country: user.country, gender: user.gender }]),
    ),
  };
}

/** Cohorts read at once: each is a few Queries; a platform's hundred cohorts do not flood the table. */
const COHORTS_AT_ONCE = 4;

/** Every cohort under way at some point of the period (started by its end, not ended before it). */
export async function cohortsRecords(period: ReportPeriod): Promise<CohortRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK <= :last',
    ExpressionAttributeValues: { ':pk': COHORTS_PARTITION, ':last': `${period.to}#\uffff` },
  });
  const cohorts = items
    .map(toCohort)
    .filter((cohort) => !cohort.deleting && cohortOverlaps(cohort, period))
    .sort((a, b) => b.starts_on.localeCompare(a.starts_on) || a.name.localeCompare(b.name, 'fr'));
  const records: CohortRecord[] = [];
  for (let i = 0; i < cohorts.length; i += COHORTS_AT_ONCE) {
    records.push(...(await Promise.all(cohorts.slice(i, i + COHORTS_AT_ONCE).map(cohortRecord))));
  }
  return records;
}
