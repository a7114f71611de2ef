import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Cohort } from '@common/api-types';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { REPORT_MESSAGES } from '@common/messages/reports';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { BackLink } from '@/components/ui/back-link';
import { buttonClasses } from '@/components/ui/button-styles';
import { ChartIcon } from '@/components/ui/icons';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatDayRange } from '@/lib/format';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { useDeleteCohort, useSaveCohort } from '@/features/cohorts/api/cohorts-api';
import {
  checkUpdate,
  detailsOf,
  firstErrorField,
  hasErrors,
  hasUnsavedChanges,
  NO_ERRORS,
  programmeOf,
  serverErrors,
  type CohortDetailsValues,
  type CohortFormErrors,
  type DetailsField,
  type ProgrammeField,
  type ProgrammeRow,
} from '@/features/cohorts/utils/cohort-form';
import { ArchivedBadge } from './archived-badge';
import { CalendarSubscription } from '@/components/calendar/calendar-subscription';
import { CohortParticipants } from './cohort-participants';
import { DeliverablesSection } from './deliverables-section';
import { ProgressGrid } from './progress-grid';
import { CohortDetailsFields, detailsFieldId } from './cohort-details-fields';
import { ProgrammeEditor, programmeFieldId } from './programme-editor';

/** What the page holds: the cohort as typed, and the version it was read at. */
interface Draft {
  values: CohortDetailsValues;
  rows: ProgrammeRow[];
  archived: boolean;
  version: number;
}

function draftOf(cohort: Cohort): Draft {
  return {
    values: detailsOf(cohort),
    rows: programmeOf(cohort),
    archived: cohort.archived,
    version: cohort.version,
  };
}

type Outcome = 'saved' | 'archived' | 'unarchived';
const OUTCOME_TEXT: Record<Outcome, string> = {
  saved: M.saved,
  archived: M.archivedDone,
  unarchived: M.unarchivedDone,
};

function saveFailure(error: unknown): string {
  if (isApiError(error) && [400, 403, 404].includes(error.status) && error.message) return error.message;
  return M.failedToSaveCohort;
}

const CARD = 'space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

/**
 * A cohort's page: its details and its programme edited in place, saved whole with one
 * "Enregistrer" (with the version it was read at: a save over a newer one is refused and says so,
 * with what was typed kept on screen), archived or reactivated, or deleted after a confirmation.
 * Leaving with changes not yet saved asks first.
 */
export function CohortEditor({ cohort, reload }: { cohort: Cohort; reload: () => Promise<Cohort | null> }) {
  const navigate = useNavigate();
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(cohort));
  // The cohort as last loaded or saved: what leaving would go back to.
  const [saved, setSaved] = useState<Draft>(draft);
  const [errors, setErrors] = useState<CohortFormErrors>(NO_ERRORS);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveCohort(cohort.id);
  const remove = useDeleteCohort(cohort.id);
  const sending = useRef(false);
  const pendingArchive = save.isPending && save.variables.archived !== draft.archived;
  const dirty = hasUnsavedChanges(saved, draft);
  const leaveGuard = useUnsavedChangesGuard(dirty);

  /** The page shows `fresh` as the server has it, with nothing left unsaved. */
  const showSaved = (fresh: Cohort) => {
    const next = draftOf(fresh);
    setDraft(next);
    setSaved(next);
  };

  const edited = () => {
    setOutcome(null);
  };

  const setDetail = (field: DetailsField, value: string) => {
    edited();
    setDraft((current) => ({ ...current, values: { ...current.values, [field]: value } }));
    setErrors((current) => ({ ...current, details: { ...current.details, [field]: undefined } }));
  };

  const setRows = (rows: ProgrammeRow[]) => {
    edited();
    setDraft((current) => ({ ...current, rows }));
    setErrors((current) => ({ ...current, programmeList: undefined }));
  };

  const setRowField = (sessionId: string, field: ProgrammeField, value: string) => {
    edited();
    setDraft((current) => ({
      ...current,
      rows: current.rows.map((row) => (row.session_id === sessionId ? { ...row, [field]: value } : row)),
    }));
    setErrors((current) => ({
      ...current,
      programme: {
        ...current.programme,
        [sessionId]: { ...current.programme[sessionId], [field]: undefined },
      },
    }));
  };

  const focusFirst = (found: CohortFormErrors) => {
    const first = firstErrorField(found, draft.rows);
    const id = !first
      ? null
      : 'detail' in first
        ? detailsFieldId(formId, first.detail)
        : programmeFieldId(formId, first.row, first.field);
    if (id) document.getElementById(id)?.focus();
  };

  /** Sends the whole cohort as it is on screen; `archived` flips it at the same time. */
  const send = (archived: boolean) => {
    if (sending.current) return;
    setOutcome(null);
    setFailure(null);
    setConflict(false);
    const checked = checkUpdate(draft.values, draft.rows, archived, draft.version);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      if (!firstErrorField(checked.errors, draft.rows) && checked.errors.programmeList) {
        setFailure(checked.errors.programmeList);
      }
      return;
    }
    setErrors(NO_ERRORS);
    sending.current = true;
    const wasArchived = draft.archived;
    save.mutate(checked.body, {
      onSuccess: (fresh) => {
        showSaved(fresh);
        setOutcome(fresh.archived === wasArchived ? 'saved' : fresh.archived ? 'archived' : 'unarchived');
      },
      onError: (error) => {
        // Nothing typed is dropped: the draft stays as it is, with the reason beside it.
        if (isApiError(error) && error.status === 409) {
          setConflict(true);
          return;
        }
        const found = serverErrors(isApiError(error) ? error.fields : undefined, draft.values, draft.rows);
        setErrors(found);
        if (hasErrors(found)) focusFirst(found);
        if (!firstErrorField(found, draft.rows)) setFailure(found.programmeList ?? saveFailure(error));
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(draft.archived);
  };

  const onReload = async () => {
    setReloading(true);
    const fresh = await reload();
    setReloading(false);
    if (!fresh) return;
    showSaved(fresh);
    setErrors(NO_ERRORS);
    setConflict(false);
    setFailure(null);
  };

  const onDelete = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        // Nothing typed is worth keeping once the cohort is gone.
        leaveGuard.allowLeave();
        void navigate(paths.dashboard.cohorts, { replace: true });
      },
    });
  };

  const busy = save.isPending;

  return (
    <DashboardPage
      title={cohort.name}
      description={
        <span className="flex flex-col gap-1">
          <BackLink to={paths.dashboard.cohorts}>{M.backToCohorts}</BackLink>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span>{cohort.organisation}</span>
            <span>{formatDayRange(cohort.starts_on, cohort.ends_on)}</span>
            {cohort.archived ? <ArchivedBadge /> : null}
          </span>
        </span>
      }
      actions={
        <>
          <Link to={paths.dashboard.cohortReport(cohort.id)} className={buttonClasses('secondary')}>
            <ChartIcon className="size-4" />
            {REPORT_MESSAGES.title}
          </Link>
          <button
            type="button"
            onClick={() => send(!draft.archived)}
            disabled={busy}
            className={buttonClasses('secondary')}
          >
            {pendingArchive ? <Spinner size="sm" label={M.saving} /> : null}
            {draft.archived ? M.unarchive : M.archive}
          </button>
          <button
            type="button"
            onClick={() => setConfirmDelete(true)}
            className={buttonClasses('secondary', 'md', 'text-red-700 hover:text-red-800')}
          >
            {M.deleteCohort}
          </button>
        </>
      }
    >
      {cohort.archived ? (
        <p className="rounded-xl border border-stone-300 bg-stone-100 p-3 text-sm text-stone-800">
          {M.archivedNote}
        </p>
      ) : null}

      <form noValidate onSubmit={onSubmit} aria-busy={busy} aria-label={cohort.name} className="space-y-6">
        <section aria-labelledby={`${formId}-details`} className={CARD}>
          <h2 id={`${formId}-details`} className="text-lg font-semibold text-stone-900">
            {M.detailsHeading}
          </h2>
          <CohortDetailsFields
            formId={formId}
            values={draft.values}
            errors={errors.details}
            withThreshold
            onChange={setDetail}
          />
        </section>

        <section aria-labelledby={`${formId}-programme`} className={CARD}>
          <div>
            <h2 id={`${formId}-programme`} className="text-lg font-semibold text-stone-900">
              {M.programmeHeading}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{M.programmeIntro}</p>
          </div>
          <ProgrammeEditor
            formId={formId}
            rows={draft.rows}
            errors={errors}
            fallbackDay={draft.values.starts_on || cohort.starts_on}
            onChange={setRows}
            onFieldChange={setRowField}
          />
        </section>

        {cohort.calendar_path ? <CalendarSubscription path={cohort.calendar_path} className={CARD} /> : null}

        <section aria-labelledby={`${formId}-managers`} className={CARD}>
          <h2 id={`${formId}-managers`} className="text-lg font-semibold text-stone-900">
            {M.managersHeading}
          </h2>
          <ul className="divide-y divide-stone-100">
            {cohort.managers.map((manager) => (
              <li key={manager.id} className="py-2 first:pt-0 last:pb-0">
                <p className="font-medium break-words text-stone-900">{manager.name}</p>
                <p className="text-sm break-all text-stone-600">{manager.email}</p>
              </li>
            ))}
          </ul>
        </section>

        {/* On a phone the bar follows the screen once something changed: a date moved in the middle of
            the programme is saved without scrolling to its end. */}
        <div
          data-testid="cohort-save-bar"
          className={`space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:sticky sm:bottom-4 sm:p-4 sm:shadow-lg ${dirty ? 'sticky bottom-2 z-10 shadow-lg' : ''}`}
        >
          {conflict ? (
            <div
              role="alert"
              className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
            >
              <p>{M.cohortChanged}</p>
              <button
                type="button"
                onClick={() => void onReload()}
                disabled={reloading}
                className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
              >
                {reloading ? <Spinner size="sm" label={M.loadingCohort} /> : null}
                {M.reload}
              </button>
            </div>
          ) : null}
          {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
          {outcome ? <SuccessBanner>{OUTCOME_TEXT[outcome]}</SuccessBanner> : null}
          <div className="flex justify-end">
            <button
              type="submit"
              disabled={busy}
              className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
            >
              {busy && !pendingArchive ? <Spinner size="sm" label={M.saving} /> : null}
              {M.save}
            </button>
          </div>
        </div>
      </form>

      {/* Apart from the form: invitations are sent and changed at once, not with "Enregistrer". */}
      <DeliverablesSection cohort={cohort} className={CARD} />
      <CohortParticipants cohort={cohort} className={CARD} />
      <ProgressGrid cohortId={cohort.id} cohortName={cohort.name} className={CARD} />

      <ConfirmDialog
        open={confirmDelete}
        title={M.deleteConfirmTitle}
        confirmLabel={M.deleteCohort}
        cancelLabel={M.cancel}
        onConfirm={onDelete}
        onCancel={() => setConfirmDelete(false)}
        busy={remove.isPending}
        busyLabel={M.deleting}
        error={remove.isError ? M.failedToDeleteCohort : null}
      >
        <p>{M.deleteConfirmText(cohort.name)}</p>
      </ConfirmDialog>
      {leaveGuard.dialog}
    </DashboardPage>
  );
}
