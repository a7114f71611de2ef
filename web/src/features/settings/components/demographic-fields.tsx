import { useId } from 'react';
import {
  COUNTRY_CODES,
  GENDER_LABELS,
  GENDERS,
  NOT_ANSWERED_LABEL,
  countryName,
  type Gender,
} from '@common/demographics';

/** "Pays" and "Genre" as the form holds them: '' is not answered. */
export interface DemographicsForm {
  country: string;
  gender: Gender | '';
}

export function demographicsFormFrom(me: {
  country: string | null;
  gender: Gender | null;
}): DemographicsForm {
  return { country: me.country ?? '', gender: me.gender ?? '' };
}

/** PATCH /api/me fields: not answered is cleared (null). */
export function demographicsPatchFrom(value: DemographicsForm) {
  return { country: value.country || null, gender: value.gender || null };
}

let countries: { code: string; name: string }[] | undefined;

/** Every country by its French name, in French order (« Émirats arabes unis » among the E). */
function countryOptions() {
  countries ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, 'fr'),
  );
  return countries;
}

const SELECT =
  'mt-1.5 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none sm:text-sm';

/**
 * "Pays" and "Genre" (issue 31): optional answers kept only for the funder's report, which counts
 * them per cohort and across cohorts. Settings only: the profile-completion modal does not ask a
 * newcomer for them. No autofill: a browser filling the whole form from a saved address must not
 * answer for the person.
 */
export function DemographicFields({
  value,
  onChange,
}: {
  value: DemographicsForm;
  onChange: (value: DemographicsForm) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-country`} className="block text-sm font-medium text-stone-800">
          Pays
        </label>
        <select
          id={`${id}-country`}
          name="country"
          autoComplete="off"
          value={value.country}
          onChange={(event) => onChange({ ...value, country: event.target.value })}
          aria-describedby={hintId}
          className={SELECT}
        >
          <option value="">{NOT_ANSWERED_LABEL}</option>
          {countryOptions().map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-gender`} className="block text-sm font-medium text-stone-800">
          Genre
        </label>
        <select
          id={`${id}-gender`}
          name="gender"
          autoComplete="off"
          value={value.gender}
          onChange={(event) => onChange({ ...value, gender: event.target.value as Gender | '' })}
          aria-describedby={hintId}
          className={SELECT}
        >
          <option value="">{NOT_ANSWERED_LABEL}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {GENDER_LABELS[gender]}
            </option>
          ))}
        </select>
      </div>
      <p id={hintId} className="text-xs text-stone-600 sm:col-span-2">
        Facultatifs. Pays et genre servent uniquement aux chiffres du rapport remis aux financeurs du
        programme : les responsables de vos cohortes et les administrateurs y voient des totaux par pays et
        par genre, par cohorte et toutes cohortes confondues, jamais votre nom à côté de vos réponses. Vous
        pouvez les effacer à tout moment.
      </p>
    </div>
  );
}
