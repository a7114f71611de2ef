import { queryOptions } from '@tanstack/react-query';
import type {
  MyDeliverablesList,
  ReviewedSubmission,
  ReviewQueue,
  SubmissionFileLink,
  SubmissionVersion,
} from '@common/api-types';
import type { ReviewInput, SubmissionCreateInput } from '@common/schemas/deliverable';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

const enc = encodeURIComponent;

/** Deliverables (issue 31): what the participant's parcours, the review queue and the dashboard menu read. */
export const deliverableKeys = {
  mine: (cohortId: string) => [...queryKeys.deliverables, 'mine', cohortId] as const,
  queue: [...queryKeys.deliverables, 'queue'] as const,
};

/** GET /api/me/cohorts/{cohortId}/deliverables — the cohort's deliverables with the caller's versions. */
export function myDeliverablesQuery(cohortId: string) {
  return queryOptions({
    queryKey: deliverableKeys.mine(cohortId),
    queryFn: ({ signal }) =>
      api<MyDeliverablesList>(`/me/cohorts/${enc(cohortId)}/deliverables`, { auth: 'required', signal }),
  });
}

/** POST …/submissions — "Déposer mon livrable": the staging key `uploadFile` gave, the file's name, a note. */
export function submitDeliverable(
  cohortId: string,
  deliverableId: string,
  body: SubmissionCreateInput,
): Promise<SubmissionVersion> {
  return api<SubmissionVersion>(`/cohorts/${enc(cohortId)}/deliverables/${enc(deliverableId)}/submissions`, {
    method: 'POST',
    auth: 'required',
    body,
  });
}

/** GET /api/me/reviews — "À relire (n)": read again after a minute at most (hand-ins keep coming). */
export function reviewQueueQuery() {
  return queryOptions({
    queryKey: deliverableKeys.queue,
    queryFn: ({ signal }) => api<ReviewQueue>('/me/reviews', { auth: 'required', signal }),
    staleTime: 60_000,
  });
}

/** One version of one participant's hand-in. */
export interface SubmissionRef {
  cohortId: string;
  deliverableId: string;
  userId: string;
  version: number;
}

const submissionPath = (ref: SubmissionRef) =>
  `/cohorts/${enc(ref.cohortId)}/deliverables/${enc(ref.deliverableId)}/submissions/${enc(ref.userId)}/${ref.version}`;

/** PUT …/review — "Validé", or "À revoir" with its comment. */
export function reviewSubmission(ref: SubmissionRef, body: ReviewInput): Promise<ReviewedSubmission> {
  return api<ReviewedSubmission>(`${submissionPath(ref)}/review`, { method: 'PUT', auth: 'required', body });
}

/** GET …/file — a short-lived link: for the PDF reader (`inline`) or to save the file. */
export function requestSubmissionFile(
  ref: SubmissionRef,
  disposition: 'inline' | 'attachment',
  signal?: AbortSignal,
): Promise<SubmissionFileLink> {
  return api<SubmissionFileLink>(`${submissionPath(ref)}/file`, {
    auth: 'required',
    query: { disposition },
    signal,
  });
}

/** The reader's link to a handed-in PDF: asked for at each opening, never kept. */
export function submissionPreviewQuery(ref: SubmissionRef) {
  return queryOptions({
    queryKey: [...queryKeys.deliverables, 'file', ref.cohortId, ref.deliverableId, ref.userId, ref.version],
    queryFn: ({ signal }) => requestSubmissionFile(ref, 'inline', signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: false,
    retry: false,
  });
}
