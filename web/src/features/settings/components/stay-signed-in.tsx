import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '@common/limits';
import { MESSAGES, SESSION_MESSAGES, TWO_FACTOR_MESSAGES } from '@common/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import { CodeField, isCompleteCode } from '@/components/ui/code-field';
import { PasswordField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { authErrorMessage, isSignInCodeStepOver } from '@/lib/auth/auth-error';
import { useAuth } from '@/lib/auth/use-auth';

const CODE_LENGTH = LIMITS.authenticatorCodeLength;

type Stage = { kind: 'signing-in' } | { kind: 'failed'; text: string } | { kind: 'form' };

/**
 * After every session of the account ended (a new password, two-factor sign-in turned on), this page
 * signs in again to stay open: with the new password it knows, at once, asking only the
 * authenticator app's code when two-factor sign-in is on; otherwise with the password and the app's
 * next code, typed here. "Se déconnecter" gives up: the page is then signed out, as every other one.
 */
export function StaySignedIn({
  password,
  intro,
  onDone,
}: {
  /** The new password, when the page just set it; absent, it is asked. */
  password?: string;
  intro: string;
  onDone: () => void;
}) {
  const { signInAgain, confirmTotpSignIn, signOut } = useAuth();
  const [stage, setStage] = useState<Stage>(
    password === undefined ? { kind: 'form' } : { kind: 'signing-in' },
  );
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ text: string; attempt: number } | null>(null);
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [tries, setTries] = useState(0);
  // Once per try: a second sign-in at once would replace the first.
  const ran = useRef(-1);

  const fail = (text: string) => setError((previous) => ({ text, attempt: (previous?.attempt ?? 0) + 1 }));

  // A known password signs in at once; the form shows only if the app's code is needed.
  useEffect(() => {
    if (password === undefined || ran.current === tries) return;
    ran.current = tries;
    signInAgain(password).then(
      (outcome) => {
        if (outcome === 'signedIn') onDone();
        else setStage({ kind: 'form' });
      },
      (failure: unknown) => {
        console.error('[settings] signing in again failed', failure);
        setStage({ kind: 'failed', text: authErrorMessage('renewSession', failure) });
      },
    );
    // `tries` runs it again on "Réessayer".
  }, [password, signInAgain, onDone, tries]);

  useEffect(() => {
    if (stage.kind === 'form') formRef.current?.querySelector('input')?.focus();
  }, [stage.kind]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const secret = password ?? typed;
    if (!secret) {
      fail(MESSAGES.passwordRequired);
      return;
    }
    if (!isCompleteCode(code, CODE_LENGTH)) {
      fail(TWO_FACTOR_MESSAGES.codeRequired);
      return;
    }
    setPending(true);
    setError(null);
    try {
      if (password === undefined) {
        // A typed password starts a new sign-in each time: nothing waits in between.
        if ((await signInAgain(secret)) === 'signedIn') {
          onDone();
          return;
        }
      }
      try {
        await confirmTotpSignIn(code);
      } catch (failure) {
        // The code step lasts 3 minutes: past them, the known password starts it again.
        if (!isSignInCodeStepOver(failure)) throw failure;
        if ((await signInAgain(secret)) === 'confirmTotp') await confirmTotpSignIn(code);
      }
      onDone();
    } catch (failure) {
      console.info('[settings] signing in again refused', failure);
      setCode('');
      fail(authErrorMessage('renewSession', failure));
    } finally {
      setPending(false);
    }
  };

  if (stage.kind === 'failed') {
    return (
      <div className="space-y-3">
        <ErrorBanner
          onRetry={() => {
            setStage({ kind: 'signing-in' });
            setTries((count) => count + 1);
          }}
        >
          {stage.text}
        </ErrorBanner>
        <button type="button" onClick={() => void signOut()} className={buttonClasses('secondary')}>
          Se déconnecter
        </button>
      </div>
    );
  }
  if (stage.kind === 'signing-in') {
    return (
      <p className="flex items-center gap-2 text-sm text-stone-700" role="status">
        <Spinner size="sm" label={SESSION_MESSAGES.signingIn} /> {SESSION_MESSAGES.signingIn}…
      </p>
    );
  }
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/60 p-4"
    >
      <div>
        <h3 id={titleId} className="font-semibold text-stone-900">
          {SESSION_MESSAGES.stayTitle}
        </h3>
        <p className="mt-1 text-sm text-stone-700">{intro}</p>
      </div>
      {password === undefined ? (
        <PasswordField
          label="Mot de passe actuel"
          name="current-password"
          autoComplete="current-password"
          required
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      ) : null}
      <CodeField
        key={`code-${error?.attempt ?? 0}`}
        value={code}
        onChange={setCode}
        length={CODE_LENGTH}
        autoFocus={password !== undefined}
        label="Code de l'application d'authentification"
        invalid={error !== null}
      />
      {error ? <ErrorBanner key={`error-${error.attempt}`}>{error.text}</ErrorBanner> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => void signOut()} className={buttonClasses('secondary')}>
          Se déconnecter
        </button>
        <button type="submit" disabled={pending} className={buttonClasses('primary')}>
          {pending ? <Spinner size="sm" label={SESSION_MESSAGES.signingIn} /> : null}
          Rester connecté
        </button>
      </div>
    </form>
  );
}
