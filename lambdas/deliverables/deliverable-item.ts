/**
 * Deliverables as the table holds them (issue 31), all in their cohort's partition: the deliverable
 * (`DELIVERABLE#{id}`), and per participant and deliverable a head (`SUB#{userId}#{id}#HEAD`: the
 * latest version, its state, and the GSI3 entry of "À relire" while it waits) and each version
 * (`SUB#{userId}#{id}#V{nnn}`). The only place that maps these items.
 */
import * as z from 'zod';
import type { Deliverable, MyDeliverable, SubmissionVersion } from '@common/api-types';
import { DELIVERABLE_KINDS, megabytes, SUBMISSION_STATES } from '@common/deliverables';
import { keys } from '../lib/keys';

const deliverableSchema = z.object({
  id: z.string(),
  cohort_id: z.string(),
  session_id: z.string(),
  title: z.string(),
  instructions: z.string().nullable().default(null),
  due_on: z.string(),
  kinds: z.array(z.enum(DELIVERABLE_KINDS)),
  max_bytes: z.number(),
  required: z.boolean().default(true),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
  /** Versions handed in (ADD in each submission's transaction): a deliverable with some is not deleted. */
  submissions_count: z.number().default(0),
});
export type StoredDeliverable = z.infer<typeof deliverableSchema>;

export function toDeliverable(item: Record<string, unknown>): StoredDeliverable {
  return deliverableSchema.parse(item);
}

/** The item's attributes; `submissions_count` is only ever changed by ADD, so a Put leaves it out. */
export function deliverableItem(
  deliverable: Omit<StoredDeliverable, 'submissions_count'>,
): Record<string, unknown> {
  return {
    ...keys.cohortDeliverable(deliverable.cohort_id, deliverable.id),
    type: 'deliverable',
    ...deliverable,
  };
}

export function deliverableView(deliverable: StoredDeliverable): Deliverable {
  return {
    id: deliverable.id,
    cohort_id: deliverable.cohort_id,
    session_id: deliverable.session_id,
    title: deliverable.title,
    instructions: deliverable.instructions,
    due_on: deliverable.due_on,
    kinds: deliverable.kinds,
    max_size_mb: Math.round(deliverable.max_bytes / megabytes(1)),
    required: deliverable.required,
    submissions_count: deliverable.submissions_count,
    version: deliverable.version,
    created_at: deliverable.created_at,
    updated_at: deliverable.updated_at,
  };
}

const stateSchema = z.enum(SUBMISSION_STATES);

/** A participant's hand-in of one deliverable: where its latest version stands, and who they are. */
const headSchema = z.object({
  cohort_id: z.string(),
  user_id: z.string(),
  deliverable_id: z.string(),
  latest_version: z.number(),
  state: stateSchema,
  submitted_at: z.string(),
  participant_name: z.string(),
  startup: z.string().nullable().default(null),
  session_id: z.string(),
  deliverable_title: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number(),
  note: z.string().nullable().default(null),
});
export type StoredHead = z.infer<typeof headSchema>;

export function toHead(item: Record<string, unknown>): StoredHead {
  return headSchema.parse(item);
}

const versionSchema = z.object({
  cohort_id: z.string(),
  user_id: z.string(),
  deliverable_id: z.string(),
  version: z.number(),
  file_key: z.string(),
  file_name: z.string(),
  size: z.number(),
  content_type: z.string(),
  note: z.string().nullable().default(null),
  submitted_at: z.string(),
  state: stateSchema,
  comment: z.string().nullable().default(null),
  reviewed_at: z.string().nullable().default(null),
  reviewed_by: z.string().nullable().default(null),
  reviewer_name: z.string().nullable().default(null),
  /** Copied for the participant's notification (the stream's image names what was reviewed). */
  deliverable_title: z.string(),
  cohort_name: z.string(),
});
export type StoredVersion = z.infer<typeof versionSchema>;

export function toVersion(item: Record<string, unknown>): StoredVersion {
  return versionSchema.parse(item);
}

export function versionItem(version: StoredVersion): Record<string, unknown> {
  return {
    ...keys.submissionVersion(version.cohort_id, version.user_id, version.deliverable_id, version.version),
    type: 'submission-version',
    ...version,
  };
}

/** Whether a partition item is a version (`…#V{nnn}`) or a head (`…#HEAD`). */
export const isVersionKey = (sk: string): boolean => /#V\d{3}$/.test(sk);
export const isHeadKey = (sk: string): boolean => sk.endsWith('#HEAD');

export function versionView(version: StoredVersion): SubmissionVersion {
  return {
    version: version.version,
    file_name: version.file_name,
    size: version.size,
    content_type: version.content_type,
    note: version.note,
    submitted_at: version.submitted_at,
    state: version.state,
    comment: version.comment,
    reviewed_at: version.reviewed_at,
    reviewer_name: version.reviewer_name,
  };
}

/** A deliverable as its participant sees it, with their versions (any order in, newest first out). */
export function myDeliverableView(
  deliverable: StoredDeliverable,
  versions: readonly StoredVersion[],
): MyDeliverable {
  const { submissions_count: _count, version: _version, ...rest } = deliverableView(deliverable);
  const sorted = [...versions].sort((a, b) => b.version - a.version).map(versionView);
  return { ...rest, state: sorted[0]?.state ?? null, versions: sorted };
}
