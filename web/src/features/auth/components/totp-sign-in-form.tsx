import { useState, type FormEvent } from 'react';
import { LIMITS } from '@common/limits';
import { PLATFORM_NAME } from '@common/platform';
import { TWO_FACTOR_MESSAGES } from '@common/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import { CodeField, isCompleteCode } from '@/components/ui/code-field';
import { Spinner } from '@/components/ui/spinner';
import { isSignInCodeStepOver } from '@/lib/auth/auth-error';
import { useAuthForm } from '@/features/auth/api/use-auth-form';
import { FormError } from './form-error';

const CODE_LENGTH = LIMITS.authenticatorCodeLength;

/**
 * The sign-in's second step for an account with two-factor sign-in on: the code its authenticator
 * app shows. A wrong code can be typed again (the field empties and takes the focus); once Cognito's
 * 3 minutes are over, `onExpired` takes the person back to the password.
 */
export function TotpSignInForm({
  email,
  onConfirm,
  onExpired,
  onBack,
}: {
  email: string;
  onConfirm: (code: string) => Promise<void>;
  onExpired: () => void;
  /** Back to the password form (another account, or start again). */
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const { pending, error, attempt, run, fail } = useAuthForm();
  const [codeChecked, setCodeChecked] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!isCompleteCode(code, CODE_LENGTH)) {
      setCodeChecked(true);
      fail(TWO_FACTOR_MESSAGES.codeRequired);
      return;
    }
    void run('confirmSignInTotp', async () => {
      try {
        await onConfirm(code);
      } catch (failure) {
        if (isSignInCodeStepOver(failure)) {
          onExpired();
          return;
        }
        // A refused code is gone for good: an empty field, focused again (CodeField is keyed by attempt).
        setCode('');
        throw failure;
      }
    });
  };

  return (
    <div className="space-y-6">
      <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        Ouvrez votre application d&apos;authentification et saisissez le code à {CODE_LENGTH} chiffres affiché
        pour {PLATFORM_NAME} (<strong className="break-all">{email}</strong>). Il change toutes les 30
        secondes.
      </div>
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Code de validation en deux étapes">
        <FormError message={error} attempt={attempt} />
        <CodeField
          key={attempt}
          value={code}
          onChange={setCode}
          length={CODE_LENGTH}
          label="Code de l'application d'authentification"
          invalid={codeChecked && !isCompleteCode(code, CODE_LENGTH)}
        />
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'lg', 'w-full')}>
          {pending ? <Spinner size="sm" label="Vérification du code en cours" /> : null}
          {pending ? 'Vérification…' : 'Vérifier et se connecter'}
        </button>
      </form>
      <p className="text-center text-sm text-stone-700">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-11 items-center rounded-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Revenir à la connexion
        </button>
      </p>
    </div>
  );
}
