import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { MyDeliverable, SubmissionVersion } from '@common/api-types';
import { acceptAttribute, fileNameAccepted, kindsLabel, megabytes } from '@common/deliverables';
import { formatFileSize } from '@common/file-size';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { deliverableKeys, submitDeliverable } from '@/api/deliverables';
import { SubmissionStateBadge } from '@/components/deliverables/submission-state-badge';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import { useUpload } from '@/hooks/use-upload';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatDay } from '@/lib/format';

const INPUT =
  'mt-1.5 block w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none sm:text-sm';

/** A refusal in the API's words (size, format, already accepted…), else the generic sentence. */
function failureText(error: unknown): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : M.failedToSubmit;
}

function VersionLine({ version }: { version: SubmissionVersion }) {
  return (
    <div className="space-y-1 text-sm text-stone-700">
      <p>
        <span className="font-medium text-stone-900">
          {M.versionLine(version.version, formatDateTime(version.submitted_at))}
        </span>{' '}
        · <span className="break-all">{version.file_name}</span> · {formatFileSize(version.size)}
      </p>
      {version.note ? <p className="text-stone-600 italic">« {version.note} »</p> : null}
      {version.comment ? (
        <div
          data-testid="reviewer-comment"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-stone-900"
        >
          <p className="text-xs font-semibold text-amber-900">
            {M.reviewerComment}
            {version.reviewer_name ? ` · ${version.reviewer_name}` : ''}
          </p>
          <p className="mt-1 whitespace-pre-line">{version.comment}</p>
        </div>
      ) : null}
    </div>
  );
}

/** "Déposer mon livrable": a file of an accepted kind and size, sent with `useUpload`, then handed in. */
function SubmitForm({ cohortId, deliverable }: { cohortId: string; deliverable: MyDeliverable }) {
  const id = useId();
  const client = useQueryClient();
  const upload = useUpload('deliverable', M.uploadFailed);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = useMutation({
    mutationFn: (body: { upload_key: string; file_name: string; note: string | null }) =>
      submitDeliverable(cohortId, deliverable.id, body),
    onSuccess: () => {
      setFile(null);
      setNote('');
      upload.clear();
      if (inputRef.current) inputRef.current.value = '';
      setDone(true);
    },
    onSettled: () => client.invalidateQueries({ queryKey: deliverableKeys.mine(cohortId) }),
  });
  const busy = upload.state.status === 'uploading' || submit.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setDone(false);
    submit.reset();
    if (!file) {
      setProblem(M.chooseFile);
      return;
    }
    if (!fileNameAccepted(file.name, deliverable.kinds)) {
      setProblem(M.wrongKind(kindsLabel(deliverable.kinds)));
      return;
    }
    if (file.size > megabytes(deliverable.max_size_mb)) {
      setProblem(M.fileTooLarge(deliverable.max_size_mb));
      return;
    }
    setProblem(null);
    const key = await upload.start(file);
    if (!key) return;
    submit.mutate({ upload_key: key, file_name: file.name, note: note.trim() || null });
  };

  const uploadError = upload.state.status === 'error' ? upload.state.message : null;
  const error = problem ?? uploadError ?? (submit.isError ? failureText(submit.error) : null);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3" aria-busy={busy}>
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-stone-800">
          {M.fileLabel}
        </label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={acceptAttribute(deliverable.kinds)}
          aria-describedby={`${id}-formats`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
            setDone(false);
          }}
          className="mt-1.5 block min-h-11 w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
        />
        <p id={`${id}-formats`} className="mt-1 text-xs text-stone-600">
          {M.acceptedKinds(kindsLabel(deliverable.kinds), deliverable.max_size_mb)}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-stone-800">
          {M.noteLabel}
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={INPUT}
        />
      </div>
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {done ? <SuccessBanner>{M.submitted}</SuccessBanner> : null}
      <button type="submit" disabled={busy} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
        {busy ? (
          <Spinner
            size="sm"
            label={
              upload.state.status === 'uploading'
                ? `${M.submitting} (${upload.state.percent} %)`
                : M.submitting
            }
          />
        ) : null}
        {M.submit}
      </button>
    </form>
  );
}

function DeliverableCard({ cohortId, deliverable }: { cohortId: string; deliverable: MyDeliverable }) {
  const titleId = useId();
  const [latest, ...earlier] = deliverable.versions;
  return (
    <li
      data-testid="deliverable"
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{M.deliverable}</span>
        <h5 id={titleId} className="min-w-0 font-semibold break-words text-stone-900">
          {deliverable.title}
        </h5>
        <SubmissionStateBadge state={deliverable.state} />
        {deliverable.required ? null : (
          <span className="text-xs font-medium text-stone-600">{M.optionalBadge}</span>
        )}
      </div>
      <p className="text-sm font-medium text-stone-800">{M.dueOn(formatDay(deliverable.due_on))}</p>
      {deliverable.instructions ? (
        <p className="text-sm whitespace-pre-line text-stone-700">{deliverable.instructions}</p>
      ) : null}
      {latest ? <VersionLine version={latest} /> : null}
      {earlier.length > 0 ? (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2.5 font-medium text-brand-800">{M.history}</summary>
          <ul className="space-y-3">
            {earlier.map((version) => (
              <li key={version.version}>
                <VersionLine version={version} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {deliverable.state === 'accepted' ? null : <SubmitForm cohortId={cohortId} deliverable={deliverable} />}
    </li>
  );
}

/** A session's deliverables in "Mon parcours": each with its due date, where it stands, and "Déposer mon livrable". */
export function SessionDeliverables({
  cohortId,
  deliverables,
}: {
  cohortId: string;
  deliverables: readonly MyDeliverable[];
}) {
  if (deliverables.length === 0) return null;
  return (
    <ul className="mt-3 space-y-3" data-testid="session-deliverables">
      {deliverables.map((deliverable) => (
        <DeliverableCard key={deliverable.id} cohortId={cohortId} deliverable={deliverable} />
      ))}
    </ul>
  );
}
