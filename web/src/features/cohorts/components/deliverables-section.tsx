import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Cohort, Deliverable } from '@common/api-types';
import {
  DELIVERABLE_KIND_LABELS,
  DELIVERABLE_KINDS,
  DELIVERABLE_LIMITS,
  kindsLabel,
  type DeliverableKind,
} from '@common/deliverables';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import { isApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import {
  deliverablesQueryOptions,
  useDeleteDeliverable,
  useSaveDeliverable,
} from '@/features/cohorts/api/deliverables-api';
import { INPUT, InputField, TextAreaField } from './field';

/** The form's values as typed. */
interface Values {
  session_id: string;
  title: string;
  instructions: string;
  due_on: string;
  kinds: DeliverableKind[];
  max_size_mb: string;
  required: boolean;
}

function failureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : fallback;
}

function sessionTitle(cohort: Cohort, sessionId: string): string {
  return cohort.programme.find((entry) => entry.session_id === sessionId)?.session?.title ?? '—';
}

/** "Ajouter un livrable" or "Modifier": the deliverable's fields in a dialog, saved at once. */
function DeliverableDialog({
  cohort,
  editing,
  onClose,
  onSaved,
}: {
  cohort: Cohort;
  /** The deliverable edited; null for a new one. */
  editing: Deliverable | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const save = useSaveDeliverable(cohort.id);
  const [requestId] = useState(() => crypto.randomUUID());
  const first = cohort.programme[0];
  const [values, setValues] = useState<Values>(() =>
    editing
      ? {
          session_id: editing.session_id,
          title: editing.title,
          instructions: editing.instructions ?? '',
          due_on: editing.due_on,
          kinds: editing.kinds,
          max_size_mb: String(editing.max_size_mb),
          required: editing.required,
        }
      : {
          session_id: first?.session_id ?? '',
          title: '',
          instructions: '',
          due_on: first?.planned_on ?? cohort.starts_on,
          kinds: ['pdf'],
          max_size_mb: String(DELIVERABLE_LIMITS.defaultMaxSizeMb),
          required: true,
        },
  );
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };
  const toggleKind = (kind: DeliverableKind) =>
    set(
      'kinds',
      values.kinds.includes(kind) ? values.kinds.filter((k) => k !== kind) : [...values.kinds, kind],
    );

  const onConfirm = () => {
    if (save.isPending) return;
    const size = Number(values.max_size_mb);
    if (!values.title.trim()) return setProblem(M.titleRequired);
    if (!values.due_on) return setProblem(M.dueOnRequired);
    if (values.kinds.length === 0) return setProblem(M.kindsRequired);
    if (!Number.isInteger(size) || size < 1 || size > DELIVERABLE_LIMITS.maxSizeMbCap) {
      return setProblem(M.invalidMaxSize);
    }
    const fields = {
      session_id: values.session_id,
      title: values.title.trim(),
      instructions: values.instructions.trim() || null,
      due_on: values.due_on,
      kinds: values.kinds,
      max_size_mb: size,
      required: values.required,
    };
    save.mutate(
      editing
        ? { id: editing.id, body: { ...fields, version: editing.version } }
        : { id: null, body: { ...fields, request_id: requestId } },
      { onSuccess: onSaved },
    );
  };

  return (
    <ConfirmDialog
      open
      title={editing ? M.editDeliverable(editing.title) : M.newDeliverableTitle}
      confirmLabel={COHORT_MESSAGES.save}
      cancelLabel={COHORT_MESSAGES.cancel}
      onConfirm={onConfirm}
      onCancel={onClose}
      busy={save.isPending}
      busyLabel={COHORT_MESSAGES.saving}
      error={problem ?? (save.isError ? failureText(save.error, M.failedToSaveDeliverable) : null)}
      tone="primary"
    >
      <div className="space-y-4">
        <div>
          <label htmlFor={`${id}-session`} className="block text-sm font-medium text-stone-800">
            {M.sessionLabel}
          </label>
          <select
            id={`${id}-session`}
            value={values.session_id}
            onChange={(event) => set('session_id', event.target.value)}
            className={INPUT}
          >
            {cohort.programme.map((entry) => (
              <option key={entry.session_id} value={entry.session_id}>
                {entry.session?.title ?? entry.session_id}
              </option>
            ))}
          </select>
        </div>
        <InputField
          id={`${id}-title`}
          label={M.titleLabel}
          required
          value={values.title}
          maxLength={DELIVERABLE_LIMITS.titleMaxLength}
          onChange={(event) => set('title', event.target.value)}
        />
        <TextAreaField
          id={`${id}-instructions`}
          label={M.instructionsLabel}
          rows={3}
          value={values.instructions}
          maxLength={DELIVERABLE_LIMITS.instructionsMaxLength}
          onChange={(event) => set('instructions', event.target.value)}
        />
        <InputField
          id={`${id}-due`}
          label={M.dueOnLabel}
          type="date"
          required
          value={values.due_on}
          onChange={(event) => set('due_on', event.target.value)}
        />
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-stone-800">{M.kindsLegend}</legend>
          <div className="flex flex-wrap gap-x-5">
            {DELIVERABLE_KINDS.map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-2 text-stone-900">
                <input
                  type="checkbox"
                  checked={values.kinds.includes(kind)}
                  onChange={() => toggleKind(kind)}
                  className="size-4 accent-brand-700"
                />
                {DELIVERABLE_KIND_LABELS[kind]}
              </label>
            ))}
          </div>
        </fieldset>
        <InputField
          id={`${id}-size`}
          label={M.maxSizeLabel}
          type="number"
          inputMode="numeric"
          min={1}
          max={DELIVERABLE_LIMITS.maxSizeMbCap}
          hint={M.maxSizeHint}
          value={values.max_size_mb}
          onChange={(event) => set('max_size_mb', event.target.value)}
        />
        <label className="flex min-h-11 items-center gap-3 text-stone-900">
          <input
            type="checkbox"
            checked={values.required}
            onChange={(event) => set('required', event.target.checked)}
            className="size-4 accent-brand-700"
          />
          {M.requiredLabel}
        </label>
      </div>
    </ConfirmDialog>
  );
}

/**
 * "Livrables" on the cohort's page: what each session asks its participants to hand in, added,
 * edited and deleted at once (apart from "Enregistrer"). One with hand-ins cannot be deleted: the
 * API refuses and says why.
 */
export function DeliverablesSection({ cohort, className }: { cohort: Cohort; className?: string }) {
  const headingId = useId();
  const list = useQuery(deliverablesQueryOptions(cohort.id));
  const remove = useDeleteDeliverable(cohort.id);
  const [editing, setEditing] = useState<Deliverable | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Deliverable | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  return (
    <section aria-labelledby={headingId} className={className} data-testid="cohort-deliverables">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {M.sectionHeading}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{M.sectionIntro}</p>
        </div>
        {cohort.programme.length > 0 ? (
          <button
            type="button"
            onClick={() => {
              setOutcome(null);
              setEditing('new');
            }}
            className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
          >
            {M.addDeliverable}
          </button>
        ) : null}
      </div>
      {outcome ? <SuccessBanner>{outcome}</SuccessBanner> : null}
      {list.isPending ? (
        <>
          <p role="status" className="sr-only">
            {M.loadingDeliverables}
          </p>
          <Skeleton className="h-16 w-full rounded-xl" />
        </>
      ) : null}
      {list.isError ? (
        <ErrorBanner onRetry={() => void list.refetch()}>{M.failedToLoadDeliverables}</ErrorBanner>
      ) : null}
      {list.data?.items.length === 0 ? <p className="text-sm text-stone-600">{M.emptyDeliverables}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <ul className="divide-y divide-stone-100">
          {list.data.items.map((deliverable) => (
            <li
              key={deliverable.id}
              data-testid="cohort-deliverable"
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-stone-900">{deliverable.title}</p>
                <p className="text-sm text-stone-600">
                  {sessionTitle(cohort, deliverable.session_id)} · {M.dueOn(formatDay(deliverable.due_on))}
                </p>
                <p className="text-xs text-stone-600">
                  {M.acceptedKinds(kindsLabel(deliverable.kinds), deliverable.max_size_mb)}
                  {deliverable.required ? '' : ` · ${M.optionalBadge}`} ·{' '}
                  {M.submissionsCount(deliverable.submissions_count)}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  aria-label={M.editDeliverable(deliverable.title)}
                  onClick={() => {
                    setOutcome(null);
                    setEditing(deliverable);
                  }}
                  className={buttonClasses('secondary', 'sm', 'min-h-11')}
                >
                  {M.editLabel}
                </button>
                <button
                  type="button"
                  aria-label={M.deleteDeliverable(deliverable.title)}
                  onClick={() => {
                    setOutcome(null);
                    remove.reset();
                    setDeleting(deliverable);
                  }}
                  className={buttonClasses('secondary', 'sm', 'min-h-11 text-red-700')}
                >
                  {M.deleteLabel}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <DeliverableDialog
          cohort={cohort}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setOutcome(M.deliverableSaved);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={M.deleteConfirmTitle}
        confirmLabel={M.deleteLabel}
        cancelLabel={COHORT_MESSAGES.cancel}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              setOutcome(M.deliverableDeleted);
            },
          })
        }
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
        busyLabel={M.deleting}
        error={remove.isError ? failureText(remove.error, M.failedToDeleteDeliverable) : null}
      >
        <p>{deleting ? M.deleteConfirmText(deleting.title) : null}</p>
      </ConfirmDialog>
    </section>
  );
}
