import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '@common/limits';
import { MESSAGES, SESSION_MESSAGES, TWO_FACTOR_MESSAGES } from '@common/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import { CodeField, isCompleteCode } from '@/components/ui/code-field';
import { PasswordField } from '@/components/ui/form-field';
import { CopyIcon, ShieldIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import { authErrorMessage } from '@/lib/auth/auth-error';
import { useAuth } from '@/lib/auth/use-auth';
import { twoFactorKey, twoFactorQueryOptions } from '@/features/settings/api/two-factor';
import { groupSecret, totpUri } from '@/features/settings/utils/totp-uri';
import { StaySignedIn } from './stay-signed-in';
import { TotpQrCode } from './totp-qr-code';

const CODE_LENGTH = LIMITS.authenticatorCodeLength;

type Mode =
  | { kind: 'idle' }
  | { kind: 'setup'; secret: string; replacing: boolean }
  | { kind: 'ending'; replacing: boolean; failed: boolean }
  | { kind: 'stay'; replacing: boolean }
  | { kind: 'disable' }
  | { kind: 'replace' };

/**
 * Paramètres → Sécurité: two-factor sign-in with an authenticator app (TOTP, through Cognito). Off:
 * one button starts the setup (a new key as a QR code and as text), which the app's first code turns
 * on. On: turning it off, or replacing the app (a new phone), asks first for the password and a
 * current code, which Cognito checks in a sign-in of its own (lib/auth/cognito-reauth.ts). Once on or
 * replaced, every other session of the account ends, and this page signs in again with the password
 * and the app's next code (stay-signed-in.tsx). Every refusal reads in French (auth-errors.ts).
 */
export function TwoFactorSection() {
  const { user, twoFactor, endAllSessions } = useAuth();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorQueryOptions(twoFactor.enabled));
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const start = useMutation({ mutationFn: () => twoFactor.startSetup() });
  const end = useMutation({ mutationFn: endAllSessions });
  const finished = useCallback(
    (on: boolean, text: string) => {
      queryClient.setQueryData(twoFactorKey, on);
      setMode({ kind: 'idle' });
      setNotice(text);
      // The form that had the focus is gone: the new state takes it.
      requestAnimationFrame(() => statusRef.current?.focus());
    },
    [queryClient],
  );

  const begin = (replacing = false) => {
    setNotice(null);
    setStartError(null);
    start.mutate(undefined, {
      onSuccess: (secret) => setMode({ kind: 'setup', secret, replacing }),
      onError: (error) => {
        console.error('[settings] two-factor setup could not start', error);
        setStartError(authErrorMessage('setUpTotp', error));
        setMode({ kind: 'idle' });
      },
    });
  };

  /** On (or replaced): every session of the account ends, then this page signs in again. */
  const endSessions = (replacing: boolean) => {
    queryClient.setQueryData(twoFactorKey, true);
    setMode({ kind: 'ending', replacing, failed: false });
    end.mutate(undefined, {
      onSuccess: () => setMode({ kind: 'stay', replacing }),
      onError: (error) => {
        console.error('[settings] sessions not ended', error);
        setMode({ kind: 'ending', replacing, failed: true });
      },
    });
  };
  const stayed = useCallback(
    () => finished(true, `${TWO_FACTOR_MESSAGES.enabled} ${SESSION_MESSAGES.othersSignedOut}`),
    [finished],
  );
  const stayedReplaced = useCallback(
    () => finished(true, `${TWO_FACTOR_MESSAGES.replaced} ${SESSION_MESSAGES.othersSignedOut}`),
    [finished],
  );

  const on = status.data === true;
  return (
    <section
      aria-labelledby="two-factor-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="two-factor-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <ShieldIcon className="size-5 text-brand-700" />
          Validation en deux étapes
        </h2>
        {status.isSuccess ? (
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              on ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-100 text-stone-700'
            }`}
          >
            {on ? 'Activée' : 'Désactivée'}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-stone-600">
        En plus du mot de passe, chaque connexion demande le code à {CODE_LENGTH} chiffres d&apos;une
        application d&apos;authentification de votre téléphone (Google Authenticator, Microsoft Authenticator,
        Aegis, 2FAS…) : quelqu&apos;un qui connaîtrait votre mot de passe ne pourrait pas se connecter sans
        votre téléphone.
      </p>

      <div className="mt-5 space-y-4">
        {status.isPending ? (
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <Spinner size="sm" label="Lecture de l'état en cours" /> Lecture de l&apos;état…
          </p>
        ) : null}
        {status.isError ? (
          <ErrorBanner onRetry={() => void status.refetch()}>{TWO_FACTOR_MESSAGES.statusFailed}</ErrorBanner>
        ) : null}
        {notice ? <SuccessBanner>{notice}</SuccessBanner> : null}

        {status.isSuccess && mode.kind === 'idle' ? (
          <>
            <p
              ref={statusRef}
              tabIndex={-1}
              data-testid="two-factor-state"
              className="text-sm font-medium text-stone-800 focus:outline-none"
            >
              {on
                ? 'Activée : le code de votre application vous est demandé à chaque connexion.'
                : 'Désactivée : votre mot de passe suffit pour vous connecter.'}
            </p>
            {startError ? <ErrorBanner>{startError}</ErrorBanner> : null}
            {on ? (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => {
                    setNotice(null);
                    setMode({ kind: 'replace' });
                  }}
                  className={buttonClasses('secondary')}
                >
                  Changer d&apos;application
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setNotice(null);
                    setMode({ kind: 'disable' });
                  }}
                  className={buttonClasses('secondary')}
                >
                  Désactiver
                </button>
              </div>
            ) : (
              <button
                type="button"
                onClick={() => begin()}
                disabled={start.isPending}
                className={buttonClasses('primary')}
              >
                {start.isPending ? <Spinner size="sm" label="Préparation en cours" /> : null}
                Activer la validation en deux étapes
              </button>
            )}
          </>
        ) : null}

        {mode.kind === 'setup' ? (
          <SetupSteps
            secret={mode.secret}
            account={user?.email ?? ''}
            finish={twoFactor.finishSetup}
            onDone={() => endSessions(mode.replacing)}
            onCancel={() => setMode({ kind: 'idle' })}
          />
        ) : null}
        {mode.kind === 'ending' ? (
          mode.failed ? (
            <ErrorBanner onRetry={() => endSessions(mode.replacing)}>
              {SESSION_MESSAGES.endFailed}
            </ErrorBanner>
          ) : (
            <p className="flex items-center gap-2 text-sm text-stone-700" role="status">
              <Spinner size="sm" label={SESSION_MESSAGES.signingIn} /> {SESSION_MESSAGES.signingIn}…
            </p>
          )
        ) : null}
        {mode.kind === 'stay' ? (
          <StaySignedIn
            intro={SESSION_MESSAGES.passwordAndNextCodeToStay}
            onDone={mode.replacing ? stayedReplaced : stayed}
          />
        ) : null}
        {mode.kind === 'disable' ? (
          <ProveForm
            title="Désactiver la validation en deux étapes"
            action="disableTotp"
            submitLabel="Désactiver"
            pendingLabel="Désactivation en cours"
            danger
            run={twoFactor.disable}
            onDone={() => finished(false, TWO_FACTOR_MESSAGES.disabled)}
            onCancel={() => setMode({ kind: 'idle' })}
          />
        ) : null}
        {mode.kind === 'replace' ? (
          <ProveForm
            title="Changer d'application d'authentification"
            action="replaceTotp"
            submitLabel="Continuer"
            pendingLabel="Vérification en cours"
            run={twoFactor.prove}
            onDone={() => begin(true)}
            onCancel={() => setMode({ kind: 'idle' })}
          />
        ) : null}
      </div>
    </section>
  );
}

/** The new key (QR code, and as text for this very phone), then the app's first code. */
function SetupSteps({
  secret,
  account,
  finish,
  onDone,
  onCancel,
}: {
  secret: string;
  account: string;
  finish: (code: string) => Promise<void>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ text: string; attempt: number } | null>(null);
  const [copied, setCopied] = useState<string>('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const secretId = useId();
  const uri = totpUri(secret, account);
  const verify = useMutation({ mutationFn: (code: string) => finish(code) });

  // The steps replace the button that was pressed: their first heading takes the focus, so a screen
  // reader starts with the instructions (and a phone's keyboard does not hide the QR code).
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(TWO_FACTOR_MESSAGES.secretCopied);
    } catch {
      setCopied(TWO_FACTOR_MESSAGES.secretNotCopied);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    const attempt = (error?.attempt ?? 0) + 1;
    if (!isCompleteCode(code, CODE_LENGTH)) {
      setError({ text: TWO_FACTOR_MESSAGES.codeRequired, attempt });
      return;
    }
    setError(null);
    verify.mutate(code, {
      onSuccess: onDone,
      onError: (failure) => {
        console.info('[settings] two-factor code refused', failure);
        setCode('');
        setError({ text: authErrorMessage('verifyTotpSetup', failure), attempt });
      },
    });
  };

  return (
    <div className="space-y-5 border-t border-stone-200 pt-5">
      <div className="space-y-3">
        <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-stone-900 focus:outline-none">
          1. Ajoutez Tremplin à votre application d&apos;authentification
        </h3>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <TotpQrCode
            value={uri}
            label="QR code à scanner avec votre application d'authentification"
            className="size-48 shrink-0 self-center rounded-lg border border-stone-200 sm:self-start"
          />
          <div className="min-w-0 space-y-3 text-sm text-stone-700">
            <p>Dans l&apos;application, choisissez « Ajouter un compte », puis scannez ce QR code.</p>
            <p id={secretId}>
              Vous êtes sur le téléphone de l&apos;application, ou elle ne peut pas scanner ? Saisissez cette
              clé (type « basée sur le temps ») :
            </p>
            <p
              aria-labelledby={secretId}
              data-testid="totp-secret"
              className="rounded-lg bg-stone-100 px-3 py-2 font-mono text-base font-semibold tracking-wider break-words text-stone-900 select-all"
            >
              {groupSecret(secret)}
            </p>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <button type="button" onClick={() => void copy()} className={buttonClasses('secondary', 'sm')}>
                <CopyIcon className="size-4" />
                Copier la clé
              </button>
              <a
                href={uri}
                className="inline-flex min-h-11 items-center rounded-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Ouvrir dans l&apos;application de ce téléphone
              </a>
            </div>
            <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
              {copied}
            </p>
          </div>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby={`${secretId}-step2`}>
        <h3 id={`${secretId}-step2`} className="font-semibold text-stone-900">
          2. Saisissez le code affiché par l&apos;application
        </h3>
        <CodeField
          key={`code-${error?.attempt ?? 0}`}
          value={code}
          onChange={setCode}
          length={CODE_LENGTH}
          autoFocus={error !== null}
          label={`Code à ${CODE_LENGTH} chiffres de l'application`}
          hint={`Le code change toutes les ${LIMITS.authenticatorCodePeriodSeconds} secondes : saisissez celui affiché en ce moment.`}
          invalid={error !== null}
        />
        {error ? <ErrorBanner key={`error-${error.attempt}`}>{error.text}</ErrorBanner> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} className={buttonClasses('secondary')}>
            Annuler
          </button>
          <button type="submit" disabled={verify.isPending} className={buttonClasses('primary')}>
            {verify.isPending ? <Spinner size="sm" label="Vérification du code en cours" /> : null}
            Activer
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * Off, or a new app: the password and a current code, which Cognito checks before anything changes
 * (a session left open on a shared phone cannot do either from here).
 */
function ProveForm({
  title,
  action,
  submitLabel,
  pendingLabel,
  danger = false,
  run: proveAndAct,
  onDone,
  onCancel,
}: {
  title: string;
  action: 'disableTotp' | 'replaceTotp';
  submitLabel: string;
  pendingLabel: string;
  danger?: boolean;
  run: (input: { password: string; code: string }) => Promise<void>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ text: string; attempt: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const run = useMutation({
    mutationFn: (input: { password: string; code: string }) => proveAndAct(input),
  });

  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (run.isPending) return;
    const attempt = (error?.attempt ?? 0) + 1;
    if (!password) {
      setError({ text: MESSAGES.passwordRequired, attempt });
      return;
    }
    if (!isCompleteCode(code, CODE_LENGTH)) {
      setError({ text: TWO_FACTOR_MESSAGES.codeRequired, attempt });
      return;
    }
    setError(null);
    run.mutate(
      { password, code },
      {
        onSuccess: onDone,
        onError: (failure) => {
          console.info('[settings] password and code refused', failure);
          setCode('');
          setError({ text: authErrorMessage(action, failure), attempt });
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="space-y-4 border-t border-stone-200 pt-5"
    >
      <div>
        <h3 id={titleId} className="font-semibold text-stone-900">
          {title}
        </h3>
        <p className="mt-1 text-sm text-stone-600">
          Confirmez avec votre mot de passe et le code affiché en ce moment par votre application.
        </p>
      </div>
      <PasswordField
        label="Mot de passe actuel"
        name="current-password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <CodeField
        value={code}
        onChange={setCode}
        length={CODE_LENGTH}
        autoFocus={false}
        label="Code de l'application d'authentification"
      />
      {error ? <ErrorBanner key={`error-${error.attempt}`}>{error.text}</ErrorBanner> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClasses('secondary')}>
          Annuler
        </button>
        <button
          type="submit"
          disabled={run.isPending}
          className={buttonClasses(danger ? 'danger' : 'primary')}
        >
          {run.isPending ? <Spinner size="sm" label={pendingLabel} /> : null}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
