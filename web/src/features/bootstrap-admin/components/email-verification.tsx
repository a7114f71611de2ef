import { useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/form-field';
import { ErrorBanner } from '@/components/ui/status-banner';
import { confirmEmailCode, sendEmailCode } from '@/features/bootstrap-admin/api/verify-email';

const SEND_FAILED = "Impossible d'envoyer le code. Veuillez réessayer.";
const CODE_REFUSED = 'Code incorrect ou expiré. Vérifiez-le ou demandez-en un nouveau.';

type Step = 'idle' | 'sending' | 'sent' | 'checking';

/**
 * On AWS the address named as first admin is not verified at sign-up: its owner proves it here
 * with the code Cognito e-mails to it, then asks again to become admin.
 */
export function EmailVerification({ email, onVerified }: { email: string; onVerified: () => void }) {
  const [step, setStep] = useState<Step>('idle');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setError(null);
    setStep('sending');
    try {
      await sendEmailCode();
      setStep('sent');
    } catch (failure) {
      console.error('[bootstrap-admin] verification code not sent', failure);
      setError(SEND_FAILED);
      setStep('idle');
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setStep('checking');
    try {
      await confirmEmailCode(code.trim());
      onVerified();
    } catch (failure) {
      console.error('[bootstrap-admin] verification code refused', failure);
      setError(CODE_REFUSED);
      setStep('sent');
    }
  };

  const codeAsked = step === 'sent' || step === 'checking';
  return (
    <div className="space-y-4 rounded-xl border border-stone-200 bg-stone-50 p-5">
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {codeAsked ? (
        <form onSubmit={(event) => void confirm(event)} className="space-y-4">
          <p role="status" className="text-sm text-stone-700">
            Un code de vérification a été envoyé à{' '}
            <strong className="break-all text-stone-900">{email}</strong>.
          </p>
          <TextField
            label="Code de vérification"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={step === 'checking' || code.trim() === ''}
              className={buttonClasses('primary')}
            >
              {step === 'checking' ? 'Vérification…' : 'Vérifier mon adresse'}
            </button>
            <button
              type="button"
              onClick={() => void send()}
              disabled={step === 'checking'}
              className={buttonClasses('secondary')}
            >
              Renvoyer un code
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => void send()}
          disabled={step === 'sending'}
          aria-busy={step === 'sending' || undefined}
          className={buttonClasses('secondary')}
        >
          {step === 'sending' ? 'Envoi du code…' : 'Recevoir un code de vérification'}
        </button>
      )}
    </div>
  );
}
