import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES, MESSAGES } from '@common/messages';
import { CODE_VALIDITY } from '@common/messages/emails';
import { passwordMessage } from '@common/password-policy';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConfirmPasswordField, EmailField, PasswordField } from '@/components/ui/form-field';
import { PasswordRules } from '@/components/ui/password-rules';
import { Spinner } from '@/components/ui/spinner';
import { authErrorMessage } from '@/lib/auth/auth-error';
import { useAuthForm } from '@/features/auth/api/use-auth-form';
import { CodeField, isCompleteCode } from '@/components/ui/code-field';
import { ResendCode } from './code-parts';
import { FormError } from './form-error';

/** What a person can get wrong in an address before anything is sent (Cognito checks the rest). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Step 1: the address to send a code to. */
export function ResetRequestForm({
  initialEmail,
  onRequest,
  loginHref,
}: {
  initialEmail: string;
  /** Asks for the code; resolves alike whether the address has an account or not. */
  onRequest: (email: string) => Promise<void>;
  loginHref: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const { pending, error, attempt, run, fail } = useAuthForm();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = email.trim();
    if (!trimmed) {
      fail(MESSAGES.emailRequired);
      return;
    }
    if (!EMAIL_SHAPE.test(trimmed)) {
      fail(AUTH_MESSAGES.emailInvalid);
      return;
    }
    void run('resetPassword', () => onRequest(trimmed));
  };

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Mot de passe oublié">
        <FormError message={error} attempt={attempt} />
        <EmailField
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          hint="L'adresse de votre compte : nous y enverrons un code pour choisir un nouveau mot de passe."
        />
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'lg', 'w-full')}>
          {pending ? <Spinner size="sm" label="Envoi du code en cours" /> : null}
          {pending ? 'Envoi…' : 'Recevoir un code'}
        </button>
      </form>
      <p className="text-center text-sm text-stone-700">
        Vous vous en souvenez ?{' '}
        <Link to={loginHref} className="rounded-sm font-semibold text-brand-700 hover:underline">
          Se connecter
        </Link>
      </p>
    </div>
  );
}

export interface NewPasswordValues {
  code: string;
  newPassword: string;
}

/** Step 2: the code from the e-mail and the new password, checked against the pool's rule as typed. */
export function ResetConfirmForm({
  email,
  onConfirm,
  onResend,
  onChangeEmail,
}: {
  email: string;
  onConfirm: (values: NewPasswordValues) => Promise<void>;
  onResend: () => Promise<void>;
  onChangeEmail: () => void;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // Set by a submit a check stopped: the fields stay marked until they are right.
  const [checked, setChecked] = useState(false);
  const { pending, error, attempt, run, fail } = useAuthForm();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = !isCompleteCode(code)
      ? AUTH_MESSAGES.codeRequired
      : (passwordMessage(password) ?? (password !== confirmation ? MESSAGES.passwordsDoNotMatch : null));
    setChecked(problem !== null);
    if (problem) {
      fail(problem);
      return;
    }
    void run('confirmResetPassword', () => onConfirm({ code, newPassword: password }));
  };

  return (
    <div className="space-y-6">
      <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        Si un compte existe pour <strong className="break-all">{email}</strong>, nous venons d&apos;y envoyer
        un code à 6 chiffres, valable {CODE_VALIDITY.passwordReset}. Saisissez-le avec votre nouveau mot de
        passe.
      </div>
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Choix du nouveau mot de passe">
        <FormError message={error} attempt={attempt} />
        <CodeField value={code} onChange={setCode} invalid={checked && !isCompleteCode(code)} />
        <PasswordField
          label="Nouveau mot de passe"
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={checked && passwordMessage(password) !== null ? true : undefined}
          hint={<PasswordRules password={password} />}
        />
        <ConfirmPasswordField
          password={password}
          value={confirmation}
          onChange={setConfirmation}
          mismatchMessage={MESSAGES.passwordsDoNotMatch}
        />
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'lg', 'w-full')}>
          {pending ? <Spinner size="sm" label="Modification du mot de passe en cours" /> : null}
          {pending ? 'Modification…' : 'Changer le mot de passe'}
        </button>
      </form>
      <ResendCode onResend={onResend} onError={(e) => fail(authErrorMessage('resetPassword', e))} />
      <p className="text-sm text-stone-700">
        Inscription jamais confirmée ? Aucun code de réinitialisation n&apos;est envoyé dans ce cas :
        connectez-vous avec votre mot de passe, nous vous enverrons un code de confirmation.
      </p>
      <p className="text-center text-sm text-stone-700">
        <button
          type="button"
          onClick={onChangeEmail}
          className="rounded-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Utiliser une autre adresse e-mail
        </button>
      </p>
    </div>
  );
}
