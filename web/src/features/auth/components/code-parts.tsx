import { useState } from 'react';
import { LIMITS } from '@common/limits';
import { AUTH_MESSAGES } from '@common/messages';
import { Spinner } from '@/components/ui/spinner';
import { useCooldown } from '@/features/auth/hooks/use-cooldown';

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
