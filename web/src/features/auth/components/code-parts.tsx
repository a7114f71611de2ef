import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../../../common/limits';
import { AUTH_MESSAGES } from '../../../../../common/messages';
import { TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useCooldown } from '../hooks/use-cooldown';

/** Digits only, at most the code's length: a pasted « 123 456 » or « Code : 123456 » still works. */
export function normaliseCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, LIMITS.emailCodeLength);
}

export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${LIMITS.emailCodeLength}}$`).test(code);
}

/**
 * The field for a code received by e-mail: numeric keyboard on phones, the browser's one-time-code
 * autofill, and the focus when the step opens (the keyboard comes up at once).
 */
export function CodeField({
  value,
  onChange,
  label = 'Code reçu par e-mail',
  invalid = false,
}: {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  invalid?: boolean;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    wrapper.current?.querySelector('input')?.focus();
  }, []);
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
        onChange={(event) => onChange(normaliseCode(event.target.value))}
        hint={`${LIMITS.emailCodeLength} chiffres`}
      />
    </div>
  );
}

/**
 * 'Renvoyer le code', usable again once the wait is over (Cognito limits how often codes go out, and
 * a person who asks twice in a row would get two codes, the first of them dead). Says when a code
 * went out; a refusal goes to the form's red box.
 */
export function ResendCode({
  onResend,
  onError,
}: {
  onResend: () => Promise<void>;
  onError: (error: unknown) => void;
}) {
  const { remaining, restart } = useCooldown(LIMITS.codeResendCooldownSeconds);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(0);

  const resend = async () => {
    setPending(true);
    try {
      await onResend();
      setSent((n) => n + 1);
      restart();
    } catch (error) {
      onError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-2 rounded-lg bg-stone-100 px-4 py-3 text-sm text-stone-700">
      <p>Rien reçu ? Regardez dans vos courriers indésirables, ou demandez un nouveau code.</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          onClick={() => void resend()}
          disabled={pending || remaining > 0}
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-stone-500 disabled:no-underline"
        >
          {pending ? <Spinner size="sm" label="Envoi du code en cours" /> : null}
          Renvoyer le code
        </button>
        {remaining > 0 ? (
          <span data-testid="resend-wait">Nouveau code possible dans {remaining} s</span>
        ) : null}
        <span role="status" className="w-full font-medium text-emerald-800 empty:w-0">
          {sent > 0 && remaining > 0 ? AUTH_MESSAGES.codeResent : ''}
        </span>
      </div>
    </div>
  );
}
