import { useEffect, useRef, type ReactNode } from 'react';
import { LIMITS } from '@common/limits';
import { TextField } from './form-field';

/** Digits only, at most the code's length: a pasted « 123 456 » or « Code : 123456 » still works. */
export function normaliseCode(value: string, length: number = LIMITS.emailCodeLength): string {
  return value.replace(/\D/g, '').slice(0, length);
}

export function isCompleteCode(code: string, length: number = LIMITS.emailCodeLength): boolean {
  return new RegExp(`^\\d{${length}}$`).test(code);
}

/**
 * The field for a one-time code (e-mailed, or shown by an authenticator app): numeric keyboard on
 * phones, the browser's one-time-code autofill, and, unless told otherwise, the focus when the step
 * opens (the keyboard comes up at once).
 */
export function CodeField({
  value,
  onChange,
  label = 'Code reçu par e-mail',
  invalid = false,
  length = LIMITS.emailCodeLength,
  autoFocus = true,
  hint,
}: {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  invalid?: boolean;
  length?: number;
  /** Off where the code comes after something to read first (the QR code of the two-factor setup). */
  autoFocus?: boolean;
  hint?: ReactNode;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) wrapper.current?.querySelector('input')?.focus();
  }, [autoFocus]);
  return (
    <div ref={wrapper}>
      <TextField
        label={label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="123456"
        required
        value={value}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChange(normaliseCode(event.target.value, length))}
        hint={hint ?? `${length} chiffres`}
      />
    </div>
  );
}
