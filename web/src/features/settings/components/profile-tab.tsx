import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { Me } from '@common/api-types';
import { MESSAGES, PROFILE_MESSAGES } from '@common/messages';
import { IMAGE_CONTENT_TYPES } from '@common/uploads';
import { ROLE_CAPABILITIES } from '@common/roles';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/form-field';
import { CheckIcon, CrownIcon, PenIcon, TrashIcon, UploadIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import type { AuthUser } from '@/lib/auth/auth-context';
import { useAuth } from '@/lib/auth/use-auth';
import { RoleBadge } from '@/components/ui/role-badge';
import { meQueryOptions, useProfilePhoto, useUpdateProfile } from '@/features/settings/api/profile';
import { ProfileFields, profileFormFrom, profilePatchFrom, type ProfileForm } from './profile-fields';
import {
  DemographicFields,
  demographicsFormFrom,
  demographicsPatchFrom,
  type DemographicsForm,
} from './demographic-fields';
import { UploadProgress } from './upload-progress';

type Notice = { kind: 'success' | 'error'; text: string } | null;

function ProfileSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <Skeleton className="h-80 rounded-2xl" />
      <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-11 w-full" />
        ))}
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

/** SPEC §2 Profil tab: personal information (with the report's optional "Pays" and "Genre"), photo upload and removal, read-only e-mail, role capabilities. */
export function ProfileTab() {
  const { user } = useAuth();
  const me = useQuery(meQueryOptions());
  if (me.data === undefined && me.isError && !me.isFetching) {
    return <ErrorBanner onRetry={() => void me.refetch()}>{PROFILE_MESSAGES.loadFailed}</ErrorBanner>;
  }
  if (!me.data || !user) return <ProfileSkeleton />;
  // The form starts from the profile as first loaded (a new photo does not reset what is being typed).
  return <ProfileEditor key={me.data.id} me={me.data} user={user} />;
}

function ProfileEditor({ me, user }: { me: Me; user: AuthUser }) {
  const [form, setForm] = useState<ProfileForm>(() => profileFormFrom(me));
  const [demographics, setDemographics] = useState<DemographicsForm>(() => demographicsFormFrom(me));
  const [nameError, setNameError] = useState<string | null>(null);
  const [formNotice, setFormNotice] = useState<Notice>(null);
  const [photoNotice, setPhotoNotice] = useState<Notice>(null);
  const saveDetails = useUpdateProfile();
  const photo = useProfilePhoto();
  const removal = useUpdateProfile();
  const fileInput = useRef<HTMLInputElement>(null);
  const saving = saveDetails.isPending;

  const save = (event: FormEvent) => {
    event.preventDefault();
    setFormNotice(null);
    if (!form.full_name.trim()) {
      setNameError(MESSAGES.fullNameRequired);
      return;
    }
    setNameError(null);
    saveDetails.mutate(
      { ...profilePatchFrom(form), ...demographicsPatchFrom(demographics) },
      {
        onSuccess: (updated) => {
          setForm(profileFormFrom(updated));
          setDemographics(demographicsFormFrom(updated));
          setFormNotice({ kind: 'success', text: PROFILE_MESSAGES.saved });
        },
        onError: (error) => {
          console.error('[settings] could not save the profile', error);
          setFormNotice({ kind: 'error', text: PROFILE_MESSAGES.saveFailed });
        },
      },
    );
  };

  // The photo is saved on its own, whatever is being typed in the form (the name included).
  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setPhotoNotice(null);
    photo.clearError();
    if (await photo.change(file)) {
      setPhotoNotice({ kind: 'success', text: 'Photo de profil mise à jour' });
    }
  };

  const removePhoto = () => {
    setPhotoNotice(null);
    photo.clearError();
    removal.mutate(
      { avatar_url: null },
      {
        onSuccess: () => setPhotoNotice({ kind: 'success', text: PROFILE_MESSAGES.avatarRemoved }),
        onError: (error) => {
          console.error('[settings] could not remove the photo', error);
          setPhotoNotice({ kind: 'error', text: PROFILE_MESSAGES.avatarRemoveFailed });
        },
      },
    );
  };

  const removing = removal.isPending;
  const uploadPercent = photo.percent;
  const busyPhoto = uploadPercent !== null || removing;
  const role = me.role;
  const RoleIcon = role === 'admin' ? CrownIcon : role === 'editor' ? PenIcon : null;
  const shownName = me.full_name || user.displayName;

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <section
        aria-labelledby="photo-title"
        className="flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm lg:self-start"
      >
        <h2 id="photo-title" className="sr-only">
          Photo de profil
        </h2>
        <div className="relative">
          {me.avatar_url ? (
            <img
              src={me.avatar_url}
              alt="Photo de profil"
              width={112}
              height={112}
              className="size-28 rounded-full object-cover ring-4 ring-brand-100"
            />
          ) : (
            <span className="inline-flex [&>span]:size-28 [&>span]:text-3xl">
              <Avatar name={shownName} src={null} size="lg" />
            </span>
          )}
          {RoleIcon ? (
            <span
              className="absolute -top-1 -right-1 flex size-9 items-center justify-center rounded-full bg-amber-400 text-stone-950 ring-4 ring-white"
              title={role === 'admin' ? 'Administrateur' : 'Éditeur'}
            >
              <RoleIcon className="size-5" />
            </span>
          ) : null}
          <span className="absolute -bottom-2 left-1/2 -translate-x-1/2">
            <RoleBadge role={role} />
          </span>
        </div>
        <div className="mt-2 min-w-0">
          <p className="font-semibold break-words text-stone-900">{shownName}</p>
          <p className="text-sm break-all text-stone-600">{me.email}</p>
        </div>

        <div className="flex w-full flex-col gap-2">
          <label
            className={buttonClasses('secondary', 'md', busyPhoto ? 'pointer-events-none opacity-60' : '')}
          >
            <UploadIcon className="size-5" />
            {me.avatar_url ? 'Changer la photo' : 'Ajouter une photo'}
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_CONTENT_TYPES.join(',')}
              className="sr-only"
              disabled={busyPhoto}
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
          </label>
          {me.avatar_url ? (
            <button
              type="button"
              onClick={removePhoto}
              disabled={busyPhoto}
              className={buttonClasses('ghost', 'md', 'text-red-800 hover:bg-red-50 hover:text-red-900')}
            >
              {removing ? <Spinner size="sm" label="Suppression" /> : <TrashIcon className="size-5" />}
              Supprimer la photo
            </button>
          ) : null}
          <p className="text-xs text-stone-600">JPG, PNG, GIF ou WebP, 2&nbsp;Mo maximum.</p>
          {uploadPercent !== null ? (
            <UploadProgress percent={uploadPercent} label="Envoi de la photo" />
          ) : null}
        </div>
        {photo.error ? <ErrorBanner>{photo.error}</ErrorBanner> : null}
        {photoNotice?.kind === 'error' ? <ErrorBanner>{photoNotice.text}</ErrorBanner> : null}
        {photoNotice?.kind === 'success' ? <SuccessBanner>{photoNotice.text}</SuccessBanner> : null}

        <div className="w-full border-t border-stone-200 pt-4 text-left">
          <h3 className="text-sm font-semibold text-stone-900">Vos droits</h3>
          <ul className="mt-2 space-y-1.5">
            {ROLE_CAPABILITIES[role].map((capability) => (
              <li key={capability} className="flex items-center gap-2 text-sm text-stone-700">
                <CheckIcon className="size-4 shrink-0 text-emerald-700" />
                {capability}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="details-title"
        className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="details-title" className="text-lg font-semibold text-stone-900">
          Informations personnelles
        </h2>
        <form noValidate onSubmit={save} className="mt-4 space-y-5">
          {/* Read-only rather than disabled: still focusable and read out, but visibly not editable. */}
          <div className="[&_input]:bg-stone-100 [&_input]:text-stone-700">
            <TextField
              label="Email"
              type="email"
              value={me.email}
              readOnly
              hint={PROFILE_MESSAGES.emailReadOnly}
            />
          </div>
          <ProfileFields value={form} onChange={setForm} fullNameError={nameError} />
          <DemographicFields value={demographics} onChange={setDemographics} />
          {formNotice?.kind === 'success' ? <SuccessBanner>{formNotice.text}</SuccessBanner> : null}
          {formNotice?.kind === 'error' ? <ErrorBanner>{formNotice.text}</ErrorBanner> : null}
          <div className="flex justify-end">
            <button type="submit" disabled={saving} className={buttonClasses('primary')}>
              {saving ? <Spinner size="sm" label="Enregistrement" /> : null}
              Enregistrer les modifications
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
