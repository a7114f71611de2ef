import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Me } from '../../../../../common/api-types';
import { MESSAGES, PROFILE_MESSAGES } from '../../../../../common/messages';
import { IMAGE_CONTENT_TYPES } from '../../../../../common/uploads';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClasses } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { CheckIcon, CrownIcon, PenIcon, TrashIcon, UploadIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '../../../components/ui/status-banner';
import { useAuth } from '../../../lib/auth/use-auth';
import { RoleBadge } from '../../../components/ui/role-badge';
import { getMe, updateProfile } from '../api/profile';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { ROLE_CAPABILITIES } from '../utils/role-capabilities';
import {
  EMPTY_PROFILE_FORM,
  ProfileFields,
  profileFormFrom,
  profilePatchFrom,
  type ProfileForm,
} from './profile-fields';
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

/** SPEC §2 Profil tab: personal information, photo upload and removal, read-only e-mail, role capabilities. */
export function ProfileTab() {
  const { user, refreshProfile } = useAuth();
  const [me, setMe] = useState<Me | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [form, setForm] = useState<ProfileForm>(EMPTY_PROFILE_FORM);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [formNotice, setFormNotice] = useState<Notice>(null);
  const [photoNotice, setPhotoNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState(false);
  const avatar = useAvatarUpload();
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    getMe(controller.signal)
      .then((loaded) => {
        setMe(loaded);
        setForm(profileFormFrom(loaded));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[settings] could not load the profile', error);
        setLoadFailed(true);
      });
    return () => controller.abort();
  }, [attempt]);

  if (loadFailed) {
    return (
      <ErrorBanner
        onRetry={() => {
          setLoadFailed(false);
          setAttempt((n) => n + 1);
        }}
      >
        {PROFILE_MESSAGES.loadFailed}
      </ErrorBanner>
    );
  }
  if (!me || !user) return <ProfileSkeleton />;

  const adopt = (updated: Me) => {
    setMe(updated);
    // The navbar and sidebar read the profile from the auth context.
    void refreshProfile();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFormNotice(null);
    if (!form.full_name.trim()) {
      setNameError(MESSAGES.fullNameRequired);
      return;
    }
    setNameError(null);
    setSaving(true);
    try {
      const updated = await updateProfile(profilePatchFrom(form));
      adopt(updated);
      setForm(profileFormFrom(updated));
      setFormNotice({ kind: 'success', text: PROFILE_MESSAGES.saved });
    } catch (error) {
      console.error('[settings] could not save the profile', error);
      setFormNotice({ kind: 'error', text: PROFILE_MESSAGES.saveFailed });
    } finally {
      setSaving(false);
    }
  };

  // The API needs a full name on every profile change: the saved one, else the one being typed.
  const nameForPhoto = (me.full_name ?? form.full_name).trim();

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setPhotoNotice(null);
    avatar.clearError();
    if (!nameForPhoto) {
      setPhotoNotice({ kind: 'error', text: MESSAGES.fullNameRequired });
      return;
    }
    const updated = await avatar.upload(file, { full_name: nameForPhoto });
    if (updated) {
      adopt(updated);
      setPhotoNotice({ kind: 'success', text: 'Photo de profil mise à jour' });
    }
  };

  const removePhoto = async () => {
    setPhotoNotice(null);
    avatar.clearError();
    if (!nameForPhoto) {
      setPhotoNotice({ kind: 'error', text: MESSAGES.fullNameRequired });
      return;
    }
    setRemoving(true);
    try {
      adopt(await updateProfile({ full_name: nameForPhoto, avatar_url: null }));
      setPhotoNotice({ kind: 'success', text: PROFILE_MESSAGES.avatarRemoved });
    } catch (error) {
      console.error('[settings] could not remove the photo', error);
      setPhotoNotice({ kind: 'error', text: PROFILE_MESSAGES.avatarRemoveFailed });
    } finally {
      setRemoving(false);
    }
  };

  const uploading = avatar.percent !== null;
  const busyPhoto = uploading || removing;
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
              onClick={() => void removePhoto()}
              disabled={busyPhoto}
              className={buttonClasses('ghost', 'md', 'text-red-800 hover:bg-red-50 hover:text-red-900')}
            >
              {removing ? <Spinner size="sm" label="Suppression" /> : <TrashIcon className="size-5" />}
              Supprimer la photo
            </button>
          ) : null}
          <p className="text-xs text-stone-600">JPG, PNG, GIF ou WebP, 2&nbsp;Mo maximum.</p>
          {uploading ? <UploadProgress percent={avatar.percent ?? 0} label="Envoi de la photo" /> : null}
        </div>
        {avatar.error ? <ErrorBanner>{avatar.error}</ErrorBanner> : null}
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
        <form noValidate onSubmit={(event) => void save(event)} className="mt-4 space-y-5">
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
