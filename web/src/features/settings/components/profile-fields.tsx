import { useId } from 'react';
import { LIMITS } from '@common/limits';
import { TextField } from '@/components/ui/form-field';
import { BioText } from './bio-preview';

export interface ProfileForm {
  full_name: string;
  bio: string;
  organization: string;
  position: string;
  location: string;
}

export const EMPTY_PROFILE_FORM: ProfileForm = {
  full_name: '',
  bio: '',
  organization: '',
  position: '',
  location: '',
};

/** The form's values from GET /api/me (null fields are empty inputs). */
export function profileFormFrom(me: {
  full_name: string | null;
  bio: string | null;
  organization: string | null;
  position: string | null;
  location: string | null;
}): ProfileForm {
  return {
    full_name: me.full_name ?? '',
    bio: me.bio ?? '',
    organization: me.organization ?? '',
    position: me.position ?? '',
    location: me.location ?? '',
  };
}

const TEXTAREA =
  'mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none sm:text-sm';

/**
 * SPEC §2/§5 personal information: full name (required), bio (4 rows, URLs linked),
 * organisation, position, location. Shared by the settings Profil tab and the profile modal.
 */
export function ProfileFields({
  value,
  onChange,
  fullNameError,
  showBioPreview = true,
}: {
  value: ProfileForm;
  onChange: (value: ProfileForm) => void;
  fullNameError?: string | null;
  showBioPreview?: boolean;
}) {
  const id = useId();
  const set = (field: keyof ProfileForm) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const errorId = `${id}-name-error`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label="Nom complet"
          name="full_name"
          autoComplete="name"
          required
          maxLength={LIMITS.fullNameMaxLength}
          value={value.full_name}
          onChange={set('full_name')}
          aria-invalid={fullNameError ? true : undefined}
          aria-errormessage={fullNameError ? errorId : undefined}
        />
        {fullNameError ? (
          <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-800">
            {fullNameError}
          </p>
        ) : null}
      </div>
      <TextField
        label="Organisation"
        name="organization"
        autoComplete="organization"
        maxLength={LIMITS.profileFieldMaxLength}
        value={value.organization}
        onChange={set('organization')}
      />
      <TextField
        label="Poste"
        name="position"
        autoComplete="organization-title"
        maxLength={LIMITS.profileFieldMaxLength}
        value={value.position}
        onChange={set('position')}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Localisation"
          name="location"
          autoComplete="address-level2"
          maxLength={LIMITS.profileFieldMaxLength}
          value={value.location}
          onChange={set('location')}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-bio`} className="block text-sm font-medium text-stone-800">
          Bio
        </label>
        <textarea
          id={`${id}-bio`}
          name="bio"
          rows={4}
          maxLength={LIMITS.bioMaxLength}
          value={value.bio}
          onChange={set('bio')}
          aria-describedby={`${id}-bio-hint`}
          className={TEXTAREA}
        />
        <p id={`${id}-bio-hint`} className="mt-1.5 text-xs text-stone-600">
          Les URLs seront automatiquement transformées en liens.
        </p>
        {showBioPreview && value.bio.trim() ? (
          <div
            role="region"
            aria-labelledby={`${id}-bio-preview`}
            className="mt-3 rounded-lg border border-stone-200 bg-stone-50 p-3"
          >
            <p
              id={`${id}-bio-preview`}
              className="text-xs font-semibold tracking-wide text-stone-600 uppercase"
            >
              Aperçu de la bio
            </p>
            <BioText text={value.bio} className="mt-1 text-sm text-stone-800" />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** PATCH /api/me fields from the form: blank optional fields are cleared (the API turns '' into null). */
export function profilePatchFrom(value: ProfileForm) {
  return {
    full_name: value.full_name.trim(),
    bio: value.bio.trim(),
    organization: value.organization.trim(),
    position: value.position.trim(),
    location: value.location.trim(),
  };
}
