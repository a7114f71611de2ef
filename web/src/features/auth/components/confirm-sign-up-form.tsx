import { useState, type FormEvent, type ReactNode } from 'react';
import { AUTH_MESSAGES } from '@common/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { authErrorMessage } from '@/lib/auth/auth-error';
import { useAuthForm } from '@/features/auth/api/use-auth-form';
import { CodeField, isCompleteCode } from '@/components/ui/code-field';
import { ResendCode } from './code-parts';
import { FormError } from './form-error';

/**
 * The code step of sign-up (and of a sign-in whose account was never confirmed): the 6-digit code
 * Cognito e-mailed, a new one after a wait, or back to change the address.
 */
export function ConfirmSignUpForm({
  intro,
  onConfirm,
  onResend,
  onChangeEmail,
  initialError = null,
}: {
  /** Why a code was sent (naming the address), shown above the field. */
  intro: ReactNode;
  onConfirm: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  /** Back to the first step, to use another address. */
  onChangeEmail: () => void;
  /** A failure of the step that led here (e.g. the new code could not be sent). */
  initialError?: string | null;
}) {
  const [code, setCode] = useState('');
  const { pending, error, attempt, run, fail } = useAuthForm(initialError);
  const [codeChecked, setCodeChecked] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!isCompleteCode(code)) {
      setCodeChecked(true);
      fail(AUTH_MESSAGES.codeRequired);
      return;
    }
    void run('confirmSignUp', () => onConfirm(code));
  };

  return (
    <div className="space-y-6">
      <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        {intro}
      </div>
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Confirmation de l'adresse e-mail">
        <FormError message={error} attempt={attempt} />
        <CodeField value={code} onChange={setCode} invalid={codeChecked && !isCompleteCode(code)} />
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'lg', 'w-full')}>
          {pending ? <Spinner size="sm" label="Vérification du code en cours" /> : null}
          {pending ? 'Vérification…' : 'Confirmer mon adresse'}
        </button>
      </form>
      <ResendCode onResend={onResend} onError={(e) => fail(authErrorMessage('resendSignUpCode', e))} />
      <p className="text-center text-sm text-stone-700">
        Ce n&apos;est pas la bonne adresse ?{' '}
        <button
          type="button"
          onClick={onChangeEmail}
          className="rounded-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Modifier l&apos;adresse e-mail
        </button>
      </p>
    </div>
  );
}
