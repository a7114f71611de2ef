import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '@common/limits';
import { MESSAGES, PROFILE_MESSAGES } from '@common/messages';
import { IMAGE_CONTENT_TYPES } from '@common/uploads';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button-styles';
import { CheckIcon, UploadIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { meQueryOptions, useProfilePhoto, useUpdateProfile } from '@/features/settings/api/profile';
import {
  EMPTY_PROFILE_FORM,
  ProfileFields,
  profileFormFrom,
  profilePatchFrom,
  type ProfileForm,
} from './profile-fields';
import { UploadProgress } from './upload-progress';

type Step = 'loading' | 'details' | 'photo' | 'done';

/** SPEC §8: in this modal, the provider's own message, else the modal's generic one. */
function saveErrorMessage(error: unknown): string {
  return isApiError(error) && error.status > 0 && error.status < 500 && error.message
    ? error.message
    : PROFILE_MESSAGES.modalSaveFailed;
}

/**
 * SPEC §4 profile modal: step 1 personal information (Suivant needs a full name), step 2 photo
 * (Retour, Terminer), then a success screen that closes itself after 2 s. Terminer saves the
 * profile with profile_completed; a photo is saved as soon as it is uploaded.
 */
export function ProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  // Each opening starts from what the API holds now: always asked again (staleTime 0), and the
  // form waits for that answer.
  const me = useQuery({ ...meQueryOptions(), enabled: open, staleTime: 0 });
  const [step, setStep] = useState<Step>('loading');
  const [form, setForm] = useState<ProfileForm>(EMPTY_PROFILE_FORM);
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const complete = useUpdateProfile();
  const photo = useProfilePhoto();
  const fileInput = useRef<HTMLInputElement>(null);
  const detailsForm = useRef<HTMLFormElement>(null);

  // Closed: the next opening starts over.
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    if (!open) {
      setStep('loading');
      setNameError(null);
      setSaveError(null);
    }
  }
  if (open && step === 'loading' && me.data && !me.isFetching) {
    setForm(profileFormFrom(me.data));
    setAvatarUrl(me.data.avatar_url);
    setStep('details');
  }
  const loadFailed = step === 'loading' && me.isError && !me.isFetching;

  // The dialog opens on its spinner (focus on Fermer, its only control): once the form is there,
  // and again when Retour brings it back, typing starts in 'Nom complet'.
  useEffect(() => {
    if (step !== 'details') return;
    const field = detailsForm.current?.elements.namedItem('full_name');
    if (field instanceof HTMLInputElement) field.focus();
  }, [step]);

  // The success screen closes itself (SPEC §9: 2 s).
  useEffect(() => {
    if (step !== 'done') return;
    const timer = window.setTimeout(onClose, LIMITS.profileSuccessCloseMs);
    return () => window.clearTimeout(timer);
  }, [step, onClose]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!form.full_name.trim()) {
      setNameError(MESSAGES.fullNameRequired);
      return;
    }
    setNameError(null);
    setStep('photo');
  };

  const finish = () => {
    setSaveError(null);
    complete.mutate(
      { ...profilePatchFrom(form), profile_completed: true },
      {
        onSuccess: () => setStep('done'),
        onError: (error) => {
          console.error('[profile] could not complete the profile', error);
          setSaveError(saveErrorMessage(error));
        },
      },
    );
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const saved = await photo.change(file, profilePatchFrom(form));
    if (fileInput.current) fileInput.current.value = '';
    if (saved) setAvatarUrl(saved.avatar_url);
  };

  const name = form.full_name.trim() || user?.displayName || 'Utilisateur';
  const uploading = photo.percent !== null;
  const saving = complete.isPending;
  const title = step === 'done' ? 'Profil complété !' : 'Compléter mon profil';

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      headerExtra={
        step === 'details' || step === 'photo' ? (
          <p className="mt-1 text-sm text-stone-600">
            Étape {step === 'details' ? 1 : 2} sur 2 :{' '}
            {step === 'details' ? 'informations personnelles' : 'photo de profil'}
          </p>
        ) : null
      }
    >
      {loadFailed ? (
        <ErrorBanner onRetry={() => void me.refetch()}>{PROFILE_MESSAGES.loadFailed}</ErrorBanner>
      ) : step === 'loading' ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : step === 'details' ? (
        <form ref={detailsForm} noValidate onSubmit={next} className="space-y-5">
          <ProfileFields value={form} onChange={setForm} fullNameError={nameError} showBioPreview={false} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
              Plus tard
            </button>
            <button type="submit" className={buttonClasses('primary')}>
              Suivant
            </button>
          </div>
        </form>
      ) : step === 'photo' ? (
        <div className="space-y-5">
          <div className="flex flex-col items-center gap-4 text-center">
            <AvatarPreview name={name} src={avatarUrl} />
            <p className="text-sm text-stone-700">
              Ajoutez une photo pour que les autres membres vous reconnaissent (JPG, PNG, GIF ou WebP,
              2&nbsp;Mo maximum). Cette étape est facultative.
            </p>
            <label
              className={buttonClasses('secondary', 'md', uploading ? 'pointer-events-none opacity-60' : '')}
            >
              <UploadIcon className="size-5" />
              {avatarUrl ? 'Changer la photo' : 'Choisir une photo'}
              <input
                ref={fileInput}
                type="file"
                accept={IMAGE_CONTENT_TYPES.join(',')}
                className="sr-only"
                disabled={uploading}
                onChange={(event) => void onFile(event.target.files?.[0])}
              />
            </label>
            {uploading ? (
              <div className="w-full">
                <UploadProgress percent={photo.percent ?? 0} label="Envoi de la photo" />
              </div>
            ) : null}
          </div>
          {photo.error ? <ErrorBanner>{photo.error}</ErrorBanner> : null}
          {saveError ? <ErrorBanner>{saveError}</ErrorBanner> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <button
              type="button"
              onClick={() => setStep('details')}
              className={buttonClasses('secondary')}
              disabled={saving}
            >
              Retour
            </button>
            <button
              type="button"
              onClick={finish}
              className={buttonClasses('primary')}
              disabled={saving || uploading}
            >
              {saving ? <Spinner size="sm" label="Enregistrement" /> : null}
              Terminer
            </button>
          </div>
        </div>
      ) : (
        <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
            <CheckIcon className="size-8" />
          </span>
          <p className="font-semibold text-stone-900">{PROFILE_MESSAGES.saved}</p>
          <p className="text-sm text-stone-600">Merci, votre profil est complet.</p>
        </div>
      )}
    </Modal>
  );
}

function AvatarPreview({ name, src }: { name: string; src: string | null }) {
  if (!src) return <Avatar name={name} src={null} size="lg" />;
  return (
    <img
      src={src}
      alt="Votre photo de profil"
      width={96}
      height={96}
      className="size-24 rounded-full object-cover ring-2 ring-brand-100"
    />
  );
}
