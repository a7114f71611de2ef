/**
 * `notify-stream`: the table's stream (NEW_AND_OLD_IMAGES), fed by an event source mapping in
 * batches. Each change that notifies someone becomes one job for `notify-jobs` (jobs.ts); the
 * job's keys come from the record's own id, so a batch delivered twice queues the same jobs, which
 * write the same notifications once. A record that fails is reported alone (partial-batch failure
 * report): the mapping retries from it, and the records before it are not delivered again.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { REVIEW_DECISIONS, type ReviewDecision } from '@common/deliverables';
import { isRole } from '@common/roles';
import { SESSION_STATUSES, type SessionStatus } from '@common/session-status';
import { logger } from '../lib/observability';
import type { Job } from './jobs';
import { enqueueJobs } from './queues';

type Image = Record<string, unknown>;

function image(value: unknown): Image | null {
  return value ? unmarshall(value as Record<string, AttributeValue>) : null;
}

const isSessionStatus = (value: unknown): value is SessionStatus =>
  (SESSION_STATUSES as readonly unknown[]).includes(value);

const isReviewDecision = (value: unknown): value is ReviewDecision =>
  (REVIEW_DECISIONS as readonly unknown[]).includes(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The jobs one change calls for (none for most: the pipeline's own writes, counters, lists…). */
export function jobsOf(record: DynamoDBRecord): Job[] {
  const before = image(record.dynamodb?.OldImage);
  const after = image(record.dynamodb?.NewImage);
  const event = {
    // The record's id is stable across deliveries; the key keeps to what a notification id allows.
    key: `${String(record.eventID ?? record.dynamodb?.SequenceNumber ?? '')}`.replace(/[^\w.:-]/g, '_'),
    at: new Date((record.dynamodb?.ApproximateCreationDateTime ?? Date.now() / 1000) * 1000).toISOString(),
  };
  // A person's parcours changed (an item put, or deleted with its document, or expired): the grids of
  // their cohorts follow. A deletion has only its old image.
  const parcoursKey = text((after ?? before)?.PK) ?? '';
  if (
    (record.eventName === 'INSERT' || record.eventName === 'REMOVE') &&
    parcoursKey.startsWith('PARCOURS#')
  ) {
    const userId = parcoursKey.slice('PARCOURS#'.length);
    return userId ? [{ type: 'progress-changed', userId }] : [];
  }

  if (!event.key || !after) return [];
  const pk = text(after.PK) ?? '';
  const sk = text(after.SK) ?? '';

  // A document added to a published session (one added to a draft is told when the session is published).
  if (record.eventName === 'INSERT' && pk.startsWith('DOC#') && sk === 'META') {
    const sessionId = text(after.session_id);
    if (!sessionId || after.session_status !== 'published' || after.session_deleting) return [];
    return [
      {
        type: 'new-document',
        event,
        session: {
          id: sessionId,
          title: text(after.session_title) ?? '',
          owner: text(after.session_owner) ?? '',
        },
        document: { id: text(after.id) ?? '', title: text(after.title) ?? '' },
        actor: text(after.uploader_id),
      },
    ];
  }

  // A session published, sent back to draft or to review.
  if (record.eventName === 'MODIFY' && pk.startsWith('SESSION#') && sk === 'META' && before) {
    const status = after.status;
    if (!isSessionStatus(status) || before.status === status || after.deleting) return [];
    return [
      {
        type: 'session-status',
        event,
        session: {
          id: text(after.id) ?? '',
          title: text(after.title) ?? '',
          owner: text(after.user_id) ?? '',
        },
        status,
        documents: typeof after.documents_count === 'number' ? after.documents_count : 0,
        actor: text(after.updated_by),
      },
    ];
  }

  // An admin's announcement: to those who opted in, a page of the index per job.
  if (record.eventName === 'INSERT' && pk.startsWith('ANNOUNCEMENT#') && sk === 'META') {
    const id = text(after.id);
    if (!id) return [];
    return [
      {
        type: 'announcement',
        event,
        announcement: { id, subject: text(after.subject) ?? '', text: text(after.text) ?? '' },
        actor: text(after.created_by),
      },
    ];
  }

  // An invitation to a cohort made or sent again: its e-mail (a changed `sends` is a new send).
  if (pk.startsWith('COHORT#') && sk.startsWith('INVITE#')) {
    const sends = after.sends;
    const cohortId = text(after.cohort_id);
    const email = text(after.email);
    if (!cohortId || !email || typeof sends !== 'number') return [];
    if (record.eventName === 'MODIFY' && before?.sends === sends) return [];
    if (record.eventName !== 'INSERT' && record.eventName !== 'MODIFY') return [];
    return [{ type: 'cohort-invitation', cohortId, email, sends }];
  }

  // A version of a participant's deliverable reviewed ("Validé", "À revoir"): they are told.
  if (record.eventName === 'MODIFY' && pk.startsWith('COHORT#') && sk.startsWith('SUB#') && before) {
    const decision = after.state;
    if (before.state !== 'pending' || !isReviewDecision(decision)) return [];
    const userId = text(after.user_id);
    const cohortId = text(after.cohort_id);
    const deliverableId = text(after.deliverable_id);
    if (!userId || !cohortId || !deliverableId || typeof after.version !== 'number') return [];
    return [
      {
        type: 'deliverable-reviewed',
        event,
        userId,
        cohortId,
        deliverableId,
        deliverableTitle: text(after.deliverable_title) ?? '',
        version: after.version,
        decision,
        actor: text(after.reviewed_by),
      },
    ];
  }

  // Someone joined a cohort (an invitation accepted): they follow its sessions.
  if (record.eventName === 'INSERT' && pk.startsWith('COHORT#') && sk.startsWith('MEMBER#')) {
    const cohortId = text(after.cohort_id);
    const userId = text(after.user_id);
    return cohortId && userId ? [{ type: 'cohort-joined', cohortId, userId }] : [];
  }

  // A role changed by someone else (an admin): the person is told in the bell.
  if (record.eventName === 'MODIFY' && pk.startsWith('USER#') && sk === 'PROFILE' && before) {
    const role = after.role;
    const userId = text(after.id);
    if (!userId || !isRole(role) || before.role === role) return [];
    const actor = text(after.role_changed_by);
    if (actor === userId) return [];
    return [{ type: 'role-changed', event, userId, role, actor }];
  }
  return [];
}

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const failures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const jobs = jobsOf(record);
      if (jobs.length) await enqueueJobs(jobs);
    } catch (error) {
      logger.error('Stream record not turned into jobs', { eventID: record.eventID, error: String(error) });
      // Records are in order: from this one on, the mapping delivers them again.
      failures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
      break;
    }
  }
  return { batchItemFailures: failures };
}
