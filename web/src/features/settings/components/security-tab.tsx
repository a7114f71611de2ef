import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { MESSAGES, PASSWORD_MESSAGES, SESSION_MESSAGES } from '@common/messages';
import { passwordMessage } from '@common/password-policy';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConfirmPasswordField, PasswordField } from '@/components/ui/form-field';
import { PasswordRules } from '@/components/ui/password-rules';
import { LockIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import { authErrorMessage } from '@/lib/auth/auth-error';
import { useAuth } from '@/lib/auth/use-auth';
import { StaySignedIn } from './stay-signed-in';
import { TwoFactorSection } from './two-factor-section';

type Notice = { kind: 'success' | 'error'; text: string; retry?: () => void } | null;

/**
 * SPEC §2/§5 Sécurité tab: password change through Cognito, which checks the current password
 * (a wrong one fails). Submit stays disabled while a field is empty or the new ones differ. The
 * pool's rule shows under the new password, checked as typed; a new password that breaks it is
 * refused in French, whether this form catches it or Cognito does, and so is every other refusal.
 * A new password ends every other session of the account (other devices, other browsers): this page
 * then signs in again with it, asking the authenticator app's code if two-factor sign-in is on.
 * Below it, two-factor sign-in with an authenticator app (two-factor-section.tsx).
 */
export function SecurityTab() {
  const { changePassword, endAllSessions } = useAuth();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const change = useMutation({ mutationFn: changePassword });
  const end = useMutation({ mutationFn: endAllSessions });
  const pending = change.isPending || end.isPending;
  const [notice, setNotice] = useState<Notice>(null);
  // The new password, while this page signs in again with it.
  const [renewing, setRenewing] = useState<string | null>(null);
  const renewed = useCallback(() => {
    setRenewing(null);
    setNotice({ kind: 'success', text: `${PASSWORD_MESSAGES.changed}. ${SESSION_MESSAGES.othersSignedOut}` });
  }, []);

  /** Ends every session, then signs this page in again with the new password. */
  const endSessions = (password: string) => {
    end.mutate(undefined, {
      onSuccess: () => setRenewing(password),
      onError: (error) => {
        console.error('[settings] sessions not ended', error);
        setNotice({ kind: 'error', text: SESSION_MESSAGES.endFailed, retry: () => endSessions(password) });
      },
    });
  };
  // Set when a submit was stopped by the rule: the field stays marked until it conforms.
  const [ruleChecked, setRuleChecked] = useState(false);
  const nextInvalid = ruleChecked && passwordMessage(next) !== null;

  const canSubmit = current !== '' && next !== '' && confirmation !== '' && next === confirmation && !pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (next !== confirmation) {
      setNotice({ kind: 'error', text: PASSWORD_MESSAGES.newPasswordsDoNotMatch });
      return;
    }
    if (!canSubmit) return;
    const ruleBroken = passwordMessage(next);
    setRuleChecked(ruleBroken !== null);
    if (ruleBroken) {
      setNotice({ kind: 'error', text: ruleBroken });
      return;
    }
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirmation('');
          endSessions(next);
        },
        onError: (error) => {
          console.error('[settings] password change failed', error);
          // In French: a wrong current password, the pool's rule, too many tries; else SPEC §8's failure text.
          setNotice({ kind: 'error', text: authErrorMessage('changePassword', error) });
        },
      },
    );
  };

  return (
    <div className="max-w-xl space-y-6">
      <section
        aria-labelledby="password-title"
        className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="password-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <LockIcon className="size-5 text-brand-700" />
          Changer le mot de passe
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Saisissez votre mot de passe actuel, puis choisissez-en un nouveau.
        </p>
        <form noValidate onSubmit={submit} className="mt-5 space-y-4">
          <PasswordField
            label="Mot de passe actuel"
            name="current-password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
          <PasswordField
            label="Nouveau mot de passe"
            name="new-password"
            autoComplete="new-password"
            required
            value={next}
            onChange={(event) => setNext(event.target.value)}
            aria-invalid={nextInvalid ? true : undefined}
            hint={<PasswordRules password={next} />}
          />
          <ConfirmPasswordField
            password={next}
            value={confirmation}
            onChange={setConfirmation}
            mismatchMessage={MESSAGES.passwordsDoNotMatch}
          />
          {notice?.kind === 'success' ? <SuccessBanner>{notice.text}</SuccessBanner> : null}
          {notice?.kind === 'error' ? <ErrorBanner onRetry={notice.retry}>{notice.text}</ErrorBanner> : null}

          <div className="flex justify-end">
            <button type="submit" disabled={!canSubmit} className={buttonClasses('primary')}>
              {pending ? <Spinner size="sm" label="Modification en cours" /> : null}
              Changer le mot de passe
            </button>
          </div>
        </form>
        {renewing !== null ? (
          <div className="mt-4">
            <StaySignedIn password={renewing} intro={SESSION_MESSAGES.codeToStay} onDone={renewed} />
          </div>
        ) : null}
      </section>
      <TwoFactorSection />
    </div>
  );
}
