import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@common/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import { CheckboxField, EmailField, PasswordField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuthForm } from '@/features/auth/api/use-auth-form';
import { FormError } from './form-error';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/** SPEC §2 /login: Email, Mot de passe, 'Se souvenir de moi', 'Mot de passe oublié ?', Google. */
export function LoginForm({
  onSubmit,
  signupHref,
  forgotPasswordHref,
  initialValues,
  initialError = null,
}: {
  onSubmit: (values: LoginValues) => Promise<void>;
  signupHref: string;
  forgotPasswordHref: string;
  /** What was typed before, when coming back from the code step. */
  initialValues?: Pick<LoginValues, 'email' | 'remember'>;
  /** Why the person is back here (e.g. the code step's 3 minutes are over). */
  initialError?: string | null;
}) {
  const [email, setEmail] = useState(initialValues?.email ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(initialValues?.remember ?? true);
  const { pending, error, attempt, run, fail } = useAuthForm(initialError);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = email.trim();
    // SPEC §5: the authentication layer needs an e-mail and a password.
    if (!trimmed || !password) {
      fail(MESSAGES.emailOrPhoneRequired);
      return;
    }
    void run('signIn', () => onSubmit({ email: trimmed, password, remember }));
  };

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Connexion">
        <FormError message={error} attempt={attempt} />
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        <PasswordField
          label="Mot de passe"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField
            label="Se souvenir de moi"
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <Link
            to={forgotPasswordHref}
            // The address typed so far fills the reset form's first field.
            state={{ email: email.trim() }}
            className="inline-flex min-h-11 items-center rounded-sm text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Mot de passe oublié ?
          </Link>
        </div>
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'lg', 'w-full')}>
          {pending ? <Spinner size="sm" label="Connexion en cours" /> : null}
          {pending ? 'Connexion…' : 'Se connecter'}
        </button>
      </form>
      <OrDivider />
      <GoogleButton />
      <p className="text-center text-sm text-stone-700">
        Pas encore de compte ?{' '}
        <Link to={signupHref} className="rounded-sm font-semibold text-brand-700 hover:underline">
          Créer un compte
        </Link>
      </p>
      <p className="text-center text-xs text-stone-600">
        En vous connectant, vous acceptez nos{' '}
        <Link to={paths.termsOfService} className="underline hover:text-stone-900">
          conditions d&apos;utilisation
        </Link>
        .
      </p>
    </div>
  );
}
