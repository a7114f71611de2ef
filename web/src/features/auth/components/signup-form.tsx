import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@common/messages';
import { passwordMessage } from '@common/password-policy';
import { buttonClasses } from '@/components/ui/button-styles';
import { CheckboxField, EmailField, PasswordField } from '@/components/ui/form-field';
import { PasswordRules } from '@/components/ui/password-rules';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuthForm } from '@/features/auth/api/use-auth-form';
import { FormError } from './form-error';

export interface SignupValues {
  email: string;
  password: string;
}

/** SPEC §2 /signup: Email, Mot de passe, Confirmer le mot de passe, required terms checkbox. */
export function SignupForm({
  onSubmit,
  loginHref,
  initialEmail = '',
}: {
  onSubmit: (values: SignupValues) => Promise<void>;
  loginHref: string;
  /** The address typed before, when coming back from the code step to change it. */
  initialEmail?: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  // Set when a submit was stopped by the password rule: the field stays marked until it conforms.
  const [ruleChecked, setRuleChecked] = useState(false);
  const { pending, error, attempt, run, fail } = useAuthForm();
  const passwordInvalid = ruleChecked && passwordMessage(password) !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = email.trim();
    // SPEC §5, in this order; nothing is sent when a check fails.
    if (password !== confirm) {
      fail(MESSAGES.passwordsDoNotMatch);
      return;
    }
    if (!trimmed || !password) {
      fail(MESSAGES.emailOrPhoneRequired);
      return;
    }
    if (!terms) {
      fail(MESSAGES.termsRequired);
      return;
    }
    // Then the pool's rule, which Cognito would refuse anyway (its refusal reads the same).
    const ruleBroken = passwordMessage(password);
    setRuleChecked(ruleBroken !== null);
    if (ruleBroken) {
      fail(ruleBroken);
      return;
    }
    void run('signUp', () => onSubmit({ email: trimmed, password }));
  };

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Inscription">
        <FormError message={error} attempt={attempt} />
        <EmailField required value={email} onChange={(event) => setEmail(event.target.value)} />
        <PasswordField
          label="Mot de passe"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={passwordInvalid ? true : undefined}
          hint={<PasswordRules password={password} />}
        />
        <PasswordField
          label="Confirmer le mot de passe"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <CheckboxField
          name="terms"
          required
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
          label={
            <>
              J&apos;accepte les{' '}
              <Link
                to={paths.termsOfService}
                target="_blank"
                rel="noopener"
                className="font-medium text-brand-700 underline"
              >
                conditions d&apos;utilisation
              </Link>{' '}
              et la{' '}
              <Link
                to={paths.privacyPolicy}
                target="_blank"
                rel="noopener"
                className="font-medium text-brand-700 underline"
              >
                politique de confidentialité
              </Link>
              <span className="sr-only"> (liens ouverts dans un nouvel onglet)</span>
            </>
          }
        />
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'lg', 'w-full')}>
          {pending ? <Spinner size="sm" label="Création du compte en cours" /> : null}
          {pending ? 'Création du compte…' : 'Créer mon compte'}
        </button>
      </form>
      <p className="text-center text-sm text-stone-700">
        Déjà un compte ?{' '}
        <Link to={loginHref} className="rounded-sm font-semibold text-brand-700 hover:underline">
          Se connecter
        </Link>
      </p>
    </div>
  );
}
