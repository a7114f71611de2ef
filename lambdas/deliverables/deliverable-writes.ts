/**
 * Writing deliverables and hand-ins. Every write is conditional: a deliverable is created once per
 * form, saved at the version read, deleted only while nobody handed it in; a version is added only on
 * top of the latest one read (and never once one is accepted); a review lands once, on the latest
 * pending version.
 */
import { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReviewDecision } from '@common/deliverables';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { conflict, notFound } from '../lib/errors';
import { keys } from '../lib/keys';
import {
  deliverableItem,
  toDeliverable,
  toVersion,
  versionItem,
  type StoredDeliverable,
  type StoredHead,
  type StoredVersion,
} from './deliverable-item';
import { findDeliverable, findHead } from './deliverable-reads';

const table = () => env.tableName();
const failedCondition = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

/** Puts a new deliverable once: the same form sent again answers the one it made (null: the id is another's). */
export async function createDeliverable(
  deliverable: Omit<StoredDeliverable, 'submissions_count'>,
): Promise<StoredDeliverable | null> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: deliverableItem(deliverable),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return { ...deliverable, submissions_count: 0 };
  } catch (error) {
    if (!failedCondition(error)) throw error;
    const existing = await findDeliverable(deliverable.cohort_id, deliverable.id);
    return existing && existing.created_by === deliverable.created_by ? existing : null;
  }
}

export type DeliverableChanges = Pick<
  StoredDeliverable,
  'session_id' | 'title' | 'instructions' | 'due_on' | 'kinds' | 'max_bytes' | 'required'
>;

/** Saves the deliverable IF it is still at `version` (409 otherwise, 404 once gone); `version` + 1. */
export async function updateDeliverable(
  cohortId: string,
  deliverableId: string,
  changes: DeliverableChanges,
  version: number,
  now: string,
): Promise<StoredDeliverable> {
  const fields = { ...changes, updated_at: now };
  const names = Object.fromEntries(Object.keys(fields).map((name, i) => [`#f${i}`, name]));
  const values = Object.fromEntries(Object.values(fields).map((value, i) => [`:v${i}`, value]));
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.cohortDeliverable(cohortId, deliverableId),
        UpdateExpression: `SET ${Object.keys(names)
          .map((name, i) => `${name} = :v${i}`)
          .join(', ')}, #version = #version + :one`,
        ConditionExpression: 'attribute_exists(PK) AND #version = :read',
        ExpressionAttributeNames: { ...names, '#version': 'version' },
        ExpressionAttributeValues: { ...values, ':one': 1, ':read': version },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toDeliverable(Attributes ?? {});
  } catch (error) {
    if (!failedCondition(error)) throw error;
    if (!(await findDeliverable(cohortId, deliverableId))) throw notFound(M.deliverableNotFound);
    throw conflict(M.deliverableChanged);
  }
}

/**
 * Deletes the deliverable IF nobody handed it in: a hand-in's transaction ADDs to its count, so a
 * race between the two leaves either the deliverable with its hand-in, or neither.
 */
export async function deleteDeliverable(cohortId: string, deliverableId: string): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: table(),
        Key: keys.cohortDeliverable(cohortId, deliverableId),
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(submissions_count) OR submissions_count = :zero)',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!failedCondition(error)) throw error;
    if (!(await findDeliverable(cohortId, deliverableId))) throw notFound(M.deliverableNotFound);
    throw conflict(M.deliverableHasSubmissions);
  }
}

/** Who handed a version in, for the head the queue lists. */
export interface Submitter {
  userId: string;
  name: string;
  startup: string | null;
}

/**
 * One transaction: the deliverable's count + 1 (IF it still exists), the head moved to this version
 * (IF it is still the one read: absent for a first version, else at `head.latest_version` and not
 * accepted) with its "À relire" entry, and the version put IF absent. A lost race re-reads: accepted
 * meanwhile is "déjà validé", anything else "une autre version vient d'être déposée".
 */
export async function submitVersion(
  deliverable: StoredDeliverable,
  head: StoredHead | null,
  version: StoredVersion,
  submitter: Submitter,
): Promise<void> {
  const headKey = keys.submissionHead(deliverable.cohort_id, submitter.userId, deliverable.id);
  const headFields = {
    cohort_id: deliverable.cohort_id,
    user_id: submitter.userId,
    deliverable_id: deliverable.id,
    latest_version: version.version,
    state: 'pending',
    submitted_at: version.submitted_at,
    participant_name: submitter.name,
    startup: submitter.startup,
    session_id: deliverable.session_id,
    deliverable_title: deliverable.title,
    file_name: version.file_name,
    content_type: version.content_type,
    size: version.size,
    note: version.note,
    type: 'submission-head',
    ...keys.pendingReview(deliverable.cohort_id, version.submitted_at, submitter.userId, deliverable.id),
  };
  const names = Object.fromEntries(Object.keys(headFields).map((name, i) => [`#h${i}`, name]));
  const values = Object.fromEntries(Object.values(headFields).map((value, i) => [`:h${i}`, value]));
  const latest = Object.entries(names).find(([, name]) => name === 'latest_version')?.[0] ?? '';
  const state = Object.entries(names).find(([, name]) => name === 'state')?.[0] ?? '';
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: keys.cohortDeliverable(deliverable.cohort_id, deliverable.id),
              UpdateExpression: 'ADD submissions_count :one',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          {
            Update: {
              TableName: table(),
              Key: headKey,
              UpdateExpression: `SET ${Object.keys(names)
                .map((name, i) => `${name} = :h${i}`)
                .join(', ')}`,
              ConditionExpression: head
                ? `${latest} = :read AND ${state} <> :accepted`
                : 'attribute_not_exists(PK)',
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: {
                ...values,
                ...(head ? { ':read': head.latest_version, ':accepted': 'accepted' } : {}),
              },
            },
          },
          {
            Put: {
              TableName: table(),
              Item: versionItem(version),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'TransactionCanceledException') throw error;
    if (!(await findDeliverable(deliverable.cohort_id, deliverable.id)))
      throw notFound(M.deliverableNotFound);
    const now = await findHead(deliverable.cohort_id, submitter.userId, deliverable.id);
    throw conflict(now?.state === 'accepted' ? M.alreadyAccepted : M.submittedMeanwhile);
  }
}

/**
 * "Validé" or "À revoir", once: one transaction sets the head's state (and takes it off "À relire")
 * IF its latest version is this one and still pending, and records the decision on the version IF it
 * is pending. Of two reviewers racing, one writes; the other gets a 409.
 */
export async function reviewVersion(
  version: StoredVersion,
  review: {
    decision: ReviewDecision;
    comment: string | null;
    reviewerId: string;
    reviewerName: string;
    at: string;
  },
): Promise<StoredVersion> {
  const reviewed: StoredVersion = {
    ...version,
    state: review.decision,
    comment: review.comment,
    reviewed_at: review.at,
    reviewed_by: review.reviewerId,
    reviewer_name: review.reviewerName,
  };
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: keys.submissionHead(version.cohort_id, version.user_id, version.deliverable_id),
              UpdateExpression: 'SET #state = :decision REMOVE GSI3PK, GSI3SK',
              ConditionExpression: 'latest_version = :version AND #state = :pending',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: {
                ':decision': review.decision,
                ':version': version.version,
                ':pending': 'pending',
              },
            },
          },
          {
            Update: {
              TableName: table(),
              Key: keys.submissionVersion(
                version.cohort_id,
                version.user_id,
                version.deliverable_id,
                version.version,
              ),
              UpdateExpression:
                'SET #state = :decision, #comment = :comment, reviewed_at = :at, reviewed_by = :by, reviewer_name = :name',
              ConditionExpression: '#state = :pending',
              ExpressionAttributeNames: { '#state': 'state', '#comment': 'comment' },
              ExpressionAttributeValues: {
                ':decision': review.decision,
                ':comment': review.comment,
                ':at': review.at,
                ':by': review.reviewerId,
                ':name': review.reviewerName,
                ':pending': 'pending',
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') throw conflict(M.alreadyReviewed);
    throw error;
  }
  return toVersion(versionItem(reviewed));
}
