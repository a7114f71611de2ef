import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon } from './icons';

const INPUT =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none disabled:bg-stone-100 sm:text-sm';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A labelled input with an optional hint (linked by aria-describedby). */
export function TextField({ label, hint, ...props }: InputProps & { label: string; hint?: ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input id={id} aria-describedby={hint ? hintId : undefined} className={`${INPUT} mt-1.5`} {...props} />
      {hint ? (
        <div id={hintId} className="mt-1.5 text-xs text-stone-600">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** The account's e-mail address, typed on a phone: the e-mail keyboard, no capital, no spelling fixes. */
export function EmailField(props: Omit<InputProps, 'type'> & { hint?: ReactNode }) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="vous@exemple.com"
      {...props}
    />
  );
}

/** Password input with a show/hide toggle (handy on phones). */
export function PasswordField({
  label,
  hint,
  ...props
}: Omit<InputProps, 'type'> & { label: string; hint?: ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-describedby={hint ? hintId : undefined}
          className={`${INPUT} pr-12`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-800"
        >
          <EyeIcon className={`size-5 ${visible ? 'text-brand-700' : ''}`} />
        </button>
      </div>
      {hint ? (
        <div id={hintId} className="mt-1.5 text-xs text-stone-600">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** A checkbox with its label; the label may hold links. */
export function CheckboxField({ label, ...props }: Omit<InputProps, 'type'> & { label: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-start">
      {/* The whole line is the target: 44 px high (a 20 px box alone is too small for a finger). */}
      <label htmlFor={id} className="-my-3 flex items-start gap-3 py-3 text-sm leading-5 text-stone-700">
        <input
          id={id}
          type="checkbox"
          className="size-5 shrink-0 rounded border-stone-400 accent-brand-700"
          {...props}
        />
        <span>{label}</span>
      </label>
    </div>
  );
}

/**
 * 'Confirmer le nouveau mot de passe': says at once when it differs from `password` (once something
 * is typed), linked to the field for screen readers. Sign-up's is checked on submit instead.
 */
export function ConfirmPasswordField({
  password,
  value,
  onChange,
  mismatchMessage,
}: {
  password: string;
  value: string;
  onChange: (value: string) => void;
  mismatchMessage: string;
}) {
  const mismatchId = useId();
  const mismatch = value !== '' && password !== value;
  return (
    <div>
      <PasswordField
        label="Confirmer le nouveau mot de passe"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={mismatch ? true : undefined}
        aria-errormessage={mismatch ? mismatchId : undefined}
      />
      {mismatch ? (
        <p id={mismatchId} className="mt-1.5 text-sm font-medium text-red-800" aria-live="polite">
          {mismatchMessage}
        </p>
      ) : null}
    </div>
  );
}
