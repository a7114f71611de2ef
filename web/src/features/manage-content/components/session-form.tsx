import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Session } from '@common/api-types';
import { LIMITS } from '@common/limits';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { useSaveSession } from '@/features/manage-content/api/sessions-api';
import {
  addTags,
  buildSessionPayload,
  EMPTY_SESSION_FORM,
  hasUnsavedChanges,
  saveErrorMessage,
  serverFieldErrors,
  validateSessionPayload,
  type CoverChoice,
  type SessionFormErrors,
  type SessionFormValues,
} from '@/features/manage-content/utils/session-form';
import { CoverImageField, useCoverImage } from './cover-image-field';
import { ProgrammePlaceField } from './programme-place-field';
import { StatusPicker } from './status-picker';
import { TagInput } from './tag-input';

const INPUT =
  'mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none aria-[invalid=true]:border-red-600 sm:text-sm';

const WAIT_FOR_UPLOAD = "Veuillez attendre la fin du téléversement de l'image.";

function initialValues(session: Session | undefined): SessionFormValues {
  if (!session) return EMPTY_SESSION_FORM;
  return {
    title: session.title,
    description: session.description ?? '',
    status: session.status,
    tags: [...session.tags],
    phase: session.phase ?? null,
    number: session.number ?? null,
  };
}

/**
 * The session form of SPEC §5, shared by /dashboard/sessions/new and /{id}/edit: title
 * (required), description, status, place in the programme (phase and number), cover image, tags. Saves through the API, then opens the
 * session's page; warns before leaving with unsaved changes.
 */
export function SessionForm({ session }: { session?: Session }) {
  const navigate = useNavigate();
  const formId = useId();
  const [initial] = useState(() => {
    const cover: CoverChoice = session?.image_url
      ? { kind: 'current', url: session.image_url }
      : { kind: 'none' };
    return { values: initialValues(session), cover };
  });
  const [values, setValues] = useState<SessionFormValues>(initial.values);
  const [pendingTag, setPendingTag] = useState('');
  const [errors, setErrors] = useState<SessionFormErrors>({});
  // The cover the errors were found with: an image error (and the failed save it caused) no
  // longer stands once the cover is replaced or removed.
  const [errorsCover, setErrorsCover] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const save = useSaveSession(session);
  // Still saving once saved: the form stays busy until the session's page opens.
  const saving = save.isPending || save.isSuccess;
  const titleInput = useRef<HTMLInputElement>(null);
  const cover = useCoverImage(session?.image_url ?? null);
  const uploading = cover.state.kind === 'uploading';
  const coverNow = JSON.stringify(cover.choice);
  const imageErrorGone = Boolean(errors.image) && errorsCover !== coverNow;
  const imageError = imageErrorGone ? undefined : errors.image;
  const shownSubmitError = imageErrorGone ? null : submitError;

  const dirty = hasUnsavedChanges(initial, {
    values,
    cover: cover.choice ?? { kind: 'none' },
    pendingTag,
  });
  const leaveGuard = useUnsavedChangesGuard(dirty);

  const set = <F extends keyof SessionFormValues>(field: F, value: SessionFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSubmitError(null);
    if (!cover.choice) {
      setSubmitError(WAIT_FOR_UPLOAD);
      return;
    }
    // Text left in the tag box is added rather than silently lost.
    let tags = values.tags;
    if (pendingTag.trim()) {
      const added = addTags(tags, pendingTag);
      if (added.error) {
        setErrors({ tags: added.error });
        return;
      }
      tags = added.tags;
      setValues((current) => ({ ...current, tags }));
      setPendingTag('');
    }
    const payload = buildSessionPayload({ ...values, tags }, cover.choice);
    const problems = validateSessionPayload(payload);
    setErrors(problems);
    setErrorsCover(coverNow);
    if (Object.keys(problems).length > 0) {
      if (problems.title) titleInput.current?.focus();
      return;
    }
    save.mutate(payload, {
      onSuccess: (result) => {
        leaveGuard.allowLeave();
        void navigate(paths.dashboard.session(result.id));
      },
      onError: (failure) => {
        console.error('[manage-sessions] could not save the session', failure);
        const info = isApiError(failure) ? failure : null;
        setErrors(serverFieldErrors(info?.fields));
        setErrorsCover(coverNow);
        setSubmitError(saveErrorMessage(info));
      },
    });
  }

  const cancelTo = session ? paths.dashboard.session(session.id) : paths.dashboard.sessions;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={saving}
      className="space-y-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div>
        <label htmlFor={`${formId}-title`} className="block text-sm font-medium text-stone-800">
          Titre <span aria-hidden="true">*</span>
        </label>
        <input
          ref={titleInput}
          id={`${formId}-title`}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          required
          maxLength={LIMITS.sessionTitleMaxLength}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${formId}-title-error` : undefined}
          placeholder="Ex. : Identification du problème"
          className={INPUT}
        />
        {errors.title ? (
          <p id={`${formId}-title-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.title}
          </p>
        ) : null}
      </div>

      <div>
        <label htmlFor={`${formId}-description`} className="block text-sm font-medium text-stone-800">
          Description
        </label>
        <textarea
          id={`${formId}-description`}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          rows={5}
          maxLength={LIMITS.sessionDescriptionMaxLength}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${formId}-description-error` : undefined}
          placeholder="Objectifs, contenu et déroulé de la session…"
          className={INPUT}
        />
        {errors.description ? (
          <p id={`${formId}-description-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.description}
          </p>
        ) : null}
      </div>

      <StatusPicker
        value={values.status}
        onChange={(status) => set('status', status)}
        error={errors.status}
      />

      <ProgrammePlaceField
        phase={values.phase}
        number={values.number}
        onChange={(place) => {
          setValues((current) => ({ ...current, ...place }));
          setErrors((current) => ({ ...current, phase: undefined, number: undefined }));
        }}
        errors={{ phase: errors.phase, number: errors.number }}
      />

      <CoverImageField cover={cover} disabled={saving} />
      {imageError ? <p className="-mt-4 text-sm font-medium text-red-700">{imageError}</p> : null}

      <TagInput
        tags={values.tags}
        onChange={(tags) => set('tags', tags)}
        pending={pendingTag}
        onPendingChange={setPendingTag}
        error={errors.tags}
      />

      {shownSubmitError ? <ErrorBanner>{shownSubmitError}</ErrorBanner> : null}

      <div className="flex flex-col-reverse gap-3 border-t border-stone-100 pt-5 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className={buttonClasses('secondary')}>
          Annuler
        </Link>
        <button
          type="submit"
          disabled={saving || uploading}
          title={uploading ? WAIT_FOR_UPLOAD : undefined}
          className={buttonClasses('primary')}
        >
          {saving ? <Spinner size="sm" label="Enregistrement" /> : null}
          {session ? 'Enregistrer les modifications' : 'Créer la session'}
        </button>
      </div>

      {leaveGuard.dialog}
    </form>
  );
}
