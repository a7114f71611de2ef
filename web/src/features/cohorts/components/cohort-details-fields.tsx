import { ATTENDANCE_THRESHOLD_RANGE } from '@common/certificates';
import { CERTIFICATE_MESSAGES as C } from '@common/messages/certificates';
import { COHORT_LIMITS } from '@common/cohorts';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import type { CohortDetailsValues, DetailsField } from '@/features/cohorts/utils/cohort-form';
import { InputField, TextAreaField } from './field';

/** The element id of a details field, so a form can focus the first wrong one. */
export function detailsFieldId(formId: string, field: DetailsField): string {
  return `${formId}-${field}`;
}

/**
 * A cohort's own fields, shared by "Nouvelle cohorte" and the cohort's page: name, organisation,
 * first and last days, description, co-managers (one address a line).
 */
export function CohortDetailsFields({
  formId,
  values,
  errors,
  disabled,
  withThreshold = false,
  onChange,
}: {
  formId: string;
  /** The cohort's page: its attendance threshold for the certificate ("Nouvelle cohorte" has none yet). */
  withThreshold?: boolean;
  values: CohortDetailsValues;
  errors: Partial<Record<DetailsField, string>>;
  disabled?: boolean;
  onChange: (field: DetailsField, value: string) => void;
}) {
  const id = (field: DetailsField) => detailsFieldId(formId, field);
  return (
    <div className="space-y-5">
      <InputField
        id={id('name')}
        label={M.nameLabel}
        required
        value={values.name}
        maxLength={COHORT_LIMITS.nameMaxLength}
        disabled={disabled}
        error={errors.name}
        onChange={(event) => onChange('name', event.target.value)}
      />
      <InputField
        id={id('organisation')}
        label={M.organisationLabel}
        required
        value={values.organisation}
        maxLength={COHORT_LIMITS.organisationMaxLength}
        disabled={disabled}
        error={errors.organisation}
        onChange={(event) => onChange('organisation', event.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={id('starts_on')}
          label={M.startsOnLabel}
          type="date"
          required
          value={values.starts_on}
          disabled={disabled}
          error={errors.starts_on}
          onChange={(event) => onChange('starts_on', event.target.value)}
        />
        <InputField
          id={id('ends_on')}
          label={M.endsOnLabel}
          type="date"
          required
          value={values.ends_on}
          min={values.starts_on || undefined}
          disabled={disabled}
          error={errors.ends_on}
          onChange={(event) => onChange('ends_on', event.target.value)}
        />
      </div>
      <TextAreaField
        id={id('description')}
        label={M.descriptionLabel}
        rows={4}
        value={values.description}
        maxLength={COHORT_LIMITS.descriptionMaxLength}
        disabled={disabled}
        error={errors.description}
        onChange={(event) => onChange('description', event.target.value)}
      />
      <TextAreaField
        id={id('co_managers')}
        label={M.coManagersLabel}
        hint={M.coManagersHint}
        rows={3}
        value={values.co_managers}
        disabled={disabled}
        error={errors.co_managers}
        inputMode="email"
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        placeholder="prenom.nom@exemple.ma"
        onChange={(event) => onChange('co_managers', event.target.value)}
      />
      {withThreshold ? (
        <InputField
          id={id('attendance_threshold')}
          label={C.thresholdLabel}
          hint={C.thresholdHint}
          type="number"
          inputMode="numeric"
          min={ATTENDANCE_THRESHOLD_RANGE.min}
          max={ATTENDANCE_THRESHOLD_RANGE.max}
          step={1}
          value={values.attendance_threshold}
          disabled={disabled}
          error={errors.attendance_threshold}
          onChange={(event) => onChange('attendance_threshold', event.target.value)}
        />
      ) : null}
    </div>
  );
}
