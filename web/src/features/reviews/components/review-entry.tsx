import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import type { ReviewQueueItem } from '@common/api-types';
import type { ReviewDecision } from '@common/deliverables';
import { formatFileSize } from '@common/file-size';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import {
  deliverableKeys,
  requestSubmissionFile,
  reviewSubmission,
  submissionPreviewQuery,
  type SubmissionRef,
} from '@/api/deliverables';
import { buttonClasses } from '@/components/ui/button-styles';
import { DownloadIcon, FileIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { saveFile } from '@/lib/save-file';

const DocumentPreview = lazy(() =>
  import('@/components/documents/document-preview').then((module) => ({ default: module.DocumentPreview })),
);

const INPUT =
  'mt-1.5 block w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none aria-[invalid=true]:border-red-600 sm:text-sm';

function failureText(error: unknown): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : M.failedToReview;
}

/** One hand-in waiting: who, what, when; its file; the decision and its comment. */
export function ReviewEntry({ item, onReviewed }: { item: ReviewQueueItem; onReviewed: () => void }) {
  const id = useId();
  const client = useQueryClient();
  const ref: SubmissionRef = {
    cohortId: item.cohort.id,
    deliverableId: item.deliverable.id,
    userId: item.participant.id,
    version: item.version,
  };
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState(false);
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const review = useMutation({
    mutationFn: () =>
      reviewSubmission(ref, { decision: decision ?? 'accepted', comment: comment.trim() || null }),
    onSuccess: onReviewed,
    onError: (error) => {
      // Someone else decided meanwhile: the list is read again.
      if (isApiError(error) && error.status === 409)
        void client.invalidateQueries({ queryKey: deliverableKeys.queue });
    },
    onSettled: (_data, error) => {
      if (!error) void client.invalidateQueries({ queryKey: deliverableKeys.queue });
    },
  });
  const isPdf = item.content_type === 'application/pdf';

  const download = async () => {
    setFileError(false);
    try {
      saveFile((await requestSubmissionFile(ref, 'attachment')).url);
    } catch {
      setFileError(true);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (review.isPending) return;
    if (!decision) {
      setProblem(M.decisionRequired);
      return;
    }
    if (decision === 'changes_requested' && !comment.trim()) {
      setProblem(M.commentRequired);
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    setProblem(null);
    review.mutate();
  };

  const error = problem ?? (review.isError ? failureText(review.error) : null);
  const title = `${item.deliverable.title} — ${item.participant.name}`;
  return (
    <li
      data-testid="review-entry"
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="space-y-1">
        <p className="text-xs font-semibold text-stone-600">{item.cohort.name}</p>
        <h2 id={`${id}-title`} className="text-lg font-semibold break-words text-stone-900">
          {M.queueEntry(item.participant.name, item.participant.startup)}
        </h2>
        <p className="text-sm text-stone-800">
          <span className="font-medium">{M.deliverable} :</span> {item.deliverable.title}
          {item.session ? ` · ${item.session.title}` : ''}
        </p>
        <p className="text-sm text-stone-700">
          {M.versionLabel(item.version)} · {M.submittedOn(formatDateTime(item.submitted_at))}
        </p>
        <p className="text-sm break-all text-stone-700">
          {item.file_name} · {formatFileSize(item.size)}
        </p>
        {item.note ? <p className="text-sm text-stone-600 italic">« {item.note} »</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {isPdf ? (
          <button type="button" onClick={() => setReading(true)} className={buttonClasses('secondary')}>
            <FileIcon className="size-4" />
            {M.openFile}
          </button>
        ) : null}
        <button type="button" onClick={() => void download()} className={buttonClasses('secondary')}>
          <DownloadIcon className="size-4" />
          {M.downloadFile}
        </button>
      </div>
      {fileError ? <ErrorBanner>{M.failedToOpenFile}</ErrorBanner> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-3" aria-busy={review.isPending}>
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold text-stone-900">{M.decisionLegend}</legend>
          <div className="flex flex-wrap gap-x-6">
            {(
              [
                ['accepted', M.accepted],
                ['changes_requested', M.changesRequested],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-3 text-stone-900">
                <input
                  type="radio"
                  name={`${id}-decision`}
                  value={value}
                  checked={decision === value}
                  onChange={() => {
                    setDecision(value);
                    setProblem(null);
                  }}
                  className="size-4 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-comment`} className="block text-sm font-medium text-stone-800">
            {M.commentLabel}
          </label>
          <textarea
            id={`${id}-comment`}
            rows={3}
            maxLength={2000}
            value={comment}
            aria-describedby={`${id}-comment-hint`}
            aria-invalid={problem === M.commentRequired ? true : undefined}
            onChange={(event) => setComment(event.target.value)}
            className={INPUT}
          />
          <p id={`${id}-comment-hint`} className="mt-1 text-xs text-stone-600">
            {M.commentHint}
          </p>
        </div>
        {error ? <ErrorBanner>{error}</ErrorBanner> : null}
        <button
          type="submit"
          disabled={review.isPending}
          className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
        >
          {review.isPending ? <Spinner size="sm" label={M.sendingReview} /> : null}
          {M.sendReview}
        </button>
      </form>
      {reading ? (
        <Suspense fallback={null}>
          <DocumentPreview
            document={{ id: `${ref.deliverableId}-${ref.userId}-${ref.version}`, title }}
            onClose={() => setReading(false)}
            onDownload={() => void download()}
            source={{
              queryKey: submissionPreviewQuery(ref).queryKey,
              request: (signal) => requestSubmissionFile(ref, 'inline', signal),
            }}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
