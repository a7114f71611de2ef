/**
 * "À relire": the hand-ins waiting for the caller's review — every one of the cohorts they manage
 * (admins: every cohort under way), and those of their startups' participants where they are a mentor.
 * The cohorts come from GSI1 (a person's few), each cohort's queue from GSI3 (`REVIEW#{cohortId}`),
 * never a Scan.
 */
import type { ReviewQueue, ReviewQueueItem } from '@common/api-types';
import { DELIVERABLE_LIMITS } from '@common/deliverables';
import { canAdminister } from '@common/roles';
import { batchGetInOrder, queryAll } from '../lib/batch';
import type { Caller } from '../lib/http';
import { COHORTS_PARTITION, keys } from '../lib/keys';
import { mapWithConcurrency } from '../lib/concurrency';
import { toCohort, type StoredCohort } from '../cohorts/cohort-item';
import { mentoredCohorts } from '../cohorts/mentoring-reads';
import { canCreateCohort, canManageCohort } from '../cohorts/rules';
import { findSessions } from '../sessions/session-reads';
import { pendingReviews } from './deliverable-reads';
import type { StoredHead } from './deliverable-item';

/** The cohorts the caller manages (admins: every one not archived), being deleted left out. */
async function managedCohorts(caller: Caller): Promise<StoredCohort[]> {
  if (!canCreateCohort(caller.role)) return [];
  if (canAdminister(caller.role)) {
    const items = await queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: 'archived = :no',
      ExpressionAttributeValues: { ':pk': COHORTS_PARTITION, ':no': false },
    });
    return items.map(toCohort).filter((cohort) => !cohort.deleting);
  }
  const memberships = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.managedCohortListing(caller.id, '', '').GSI1PK },
  });
  const cohorts = await batchGetInOrder(memberships.map((item) => keys.cohort(String(item.cohort_id))));
  return cohorts.flatMap((item) => {
    if (!item) return [];
    const cohort = toCohort(item);
    return !cohort.deleting && canManageCohort(caller, cohort) ? [cohort] : [];
  });
}

export async function reviewQueue(caller: Caller): Promise<ReviewQueue> {
  const [managed, mentored] = await Promise.all([managedCohorts(caller), mentoredCohorts(caller.id)]);
  const managedIds = new Set(managed.map((cohort) => cohort.id));
  const sources: { cohort: { id: string; name: string }; startups?: string[] }[] = [
    ...managed.map((cohort) => ({ cohort: { id: cohort.id, name: cohort.name } })),
    ...mentored
      .filter((cohort) => !managedIds.has(cohort.id))
      .map((cohort) => ({ cohort: { id: cohort.id, name: cohort.name }, startups: cohort.startups })),
  ];
  const found = (
    await mapWithConcurrency(sources, 4, async (source) =>
      (await pendingReviews(source.cohort.id, source.startups)).map((head) => ({
        head,
        cohort: source.cohort,
      })),
    )
  ).flat();
  found.sort((a, b) => a.head.submitted_at.localeCompare(b.head.submitted_at));
  const shown = found.slice(0, DELIVERABLE_LIMITS.queueMax);
  const sessions = new Map(
    (await findSessions(shown.map(({ head }) => head.session_id))).map((s) => [s.id, s] as const),
  );
  const items = shown.map(({ head, cohort }) => queueItem(head, cohort, sessions.get(head.session_id)));
  return { items, count: items.length };
}

function queueItem(
  head: StoredHead,
  cohort: { id: string; name: string },
  session: { id: string; title: string } | undefined,
): ReviewQueueItem {
  return {
    cohort,
    deliverable: { id: head.deliverable_id, title: head.deliverable_title },
    session: session ? { id: session.id, title: session.title } : null,
    participant: { id: head.user_id, name: head.participant_name, startup: head.startup },
    version: head.latest_version,
    file_name: head.file_name,
    content_type: head.content_type,
    size: head.size,
    note: head.note,
    submitted_at: head.submitted_at,
  };
}
