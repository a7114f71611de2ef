import type { SubmissionState } from '@common/deliverables';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { CheckIcon } from '@/components/ui/icons';

const LABELS: Record<SubmissionState | 'none', string> = {
  none: M.notSubmitted,
  pending: M.pending,
  accepted: M.accepted,
  changes_requested: M.changesRequested,
};

const CLASSES: Record<SubmissionState | 'none', string> = {
  none: 'bg-stone-100 text-stone-800 ring-stone-300',
  pending: 'bg-sky-50 text-sky-900 ring-sky-200',
  accepted: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  changes_requested: 'bg-amber-100 text-amber-900 ring-amber-300',
};

/** Where a deliverable stands: « À déposer », « En attente de relecture », « Validé », « À revoir ». */
export function SubmissionStateBadge({ state }: { state: SubmissionState | null }) {
  const key = state ?? 'none';
  return (
    <span
      data-testid="deliverable-state"
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${CLASSES[key]}`}
    >
      {key === 'accepted' ? <CheckIcon className="size-3.5" strokeWidth={2.5} /> : null}
      {LABELS[key]}
    </span>
  );
}
