import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { useCreateCohort } from '@/features/cohorts/api/cohorts-api';
import {
  checkCreate,
  EMPTY_DETAILS,
  firstErrorField,
  hasErrors,
  hasUnsavedChanges,
  NO_ERRORS,
  serverErrors,
  type CohortDetailsValues,
  type CohortFormErrors,
  type DetailsField,
} from '@/features/cohorts/utils/cohort-form';
import { CohortDetailsFields, detailsFieldId } from './cohort-details-fields';

/** The server's sentence when it explained the refusal; the generic one otherwise. */
function createFailure(error: unknown): string {
  if (isApiError(error) && [400, 403, 409].includes(error.status) && error.message) return error.message;
  return M.failedToCreateCohort;
}

/**
 * "Nouvelle cohorte": the cohort's details, checked with the API's own schema before anything is
 * sent. The form makes one request id for its life, so a double click, or a retry after a lost
 * answer, creates one cohort. Once created, its page opens; leaving before that, with anything
 * typed, asks first.
 */
export function NewCohortForm() {
  const navigate = useNavigate();
  const formId = useId();
  const [requestId] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<CohortDetailsValues>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<CohortFormErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateCohort();
  // Set at once on submit: a second click in the same frame finds it before React re-renders.
  const sending = useRef(false);
  const busy = create.isPending || create.isSuccess;
  const leaveGuard = useUnsavedChangesGuard(hasUnsavedChanges({ values: EMPTY_DETAILS }, { values }));

  const focusFirst = (found: CohortFormErrors) => {
    const first = firstErrorField(found, []);
    if (first && 'detail' in first) document.getElementById(detailsFieldId(formId, first.detail))?.focus();
  };

  const onChange = (field: DetailsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, details: { ...current.details, [field]: undefined } }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const checked = checkCreate(values, requestId);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors(NO_ERRORS);
    sending.current = true;
    create.mutate(checked.body, {
      onSuccess: (cohort) => {
        leaveGuard.allowLeave();
        void navigate(paths.dashboard.cohort(cohort.id));
      },
      onError: (error) => {
        sending.current = false;
        const found = serverErrors(isApiError(error) ? error.fields : undefined, values);
        setErrors(found);
        // A field's message says it all; a banner says what no field can.
        if (hasErrors(found)) focusFirst(found);
        else setFailure(createFailure(error));
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      aria-label={M.newCohort}
      className="space-y-6 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-8"
    >
      <p className="text-sm text-stone-700">{M.newCohortIntro}</p>
      <CohortDetailsFields formId={formId} values={values} errors={errors.details} onChange={onChange} />
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-stone-100 pt-5 sm:flex-row sm:justify-end">
        <Link to={paths.dashboard.cohorts} className={buttonClasses('secondary')}>
          {M.cancel}
        </Link>
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary')}>
          {busy ? <Spinner size="sm" label={M.creating} /> : null}
          {M.createCohort}
        </button>
      </div>
      {leaveGuard.dialog}
    </form>
  );
}
