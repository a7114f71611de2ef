import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '@common/limits';
import { buttonClasses } from '@/components/ui/button-styles';
import { CrownIcon, LockIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { bootstrapAdmin } from '@/features/bootstrap-admin/api/bootstrap-admin';
import { EmailVerification } from './email-verification';
import {
  bootstrapFailureMessage,
  needsEmailVerification,
  needsTwoFactor,
} from '@/features/bootstrap-admin/utils/bootstrap-failure';

/** SPEC §4: idle, in progress, done. */
type BootstrapState = 'idle' | 'in-progress' | 'done';

const SIGN_OUT_SECONDS = Math.round(LIMITS.bootstrapSignOutDelayMs / 1000);

/** The bootstrap button and its states, or why this account cannot become the first admin. */
export function BootstrapAction() {
  const { status, user, profileLoaded, signOut } = useAuth();
  const [state, setState] = useState<BootstrapState>('idle');
  const [error, setError] = useState<string | null>(null);
  // AWS only: the named address must be verified first (see EmailVerification).
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState(false);
  // Where admins need two-factor sign-in: it must be on first (Paramètres → Sécurité).
  const [twoFactorFirst, setTwoFactorFirst] = useState(false);

  // Done: the new role reaches the tokens only at the next sign-in, so sign out, then start afresh.
  useEffect(() => {
    if (state !== 'done') return;
    const timer = window.setTimeout(() => {
      void signOut().finally(() => window.location.reload());
    }, LIMITS.bootstrapSignOutDelayMs);
    return () => window.clearTimeout(timer);
  }, [state, signOut]);

  if (status === 'loading') {
    return (
      <div aria-hidden="true" className="space-y-3">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-11 w-full rounded-lg" />
      </div>
    );
  }

  if (state === 'done') {
    return (
      <SuccessBanner>
        Vous êtes maintenant administrateur. Vous allez être déconnecté dans {SIGN_OUT_SECONDS} secondes :
        reconnectez-vous pour profiter de vos nouveaux droits.
      </SuccessBanner>
    );
  }

  if (status === 'anonymous' || !user) {
    return (
      <div className="rounded-xl border border-amber-200 bg-amber-50 p-5">
        <p className="flex items-center gap-2 font-semibold text-stone-900">
          <LockIcon className="size-5 text-amber-800" />
          Connexion requise
        </p>
        <p className="mt-2 text-sm text-stone-700">
          Connectez-vous avec le compte qui deviendra le premier administrateur, puis revenez sur cette page.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to={paths.login} className={buttonClasses('primary')}>
            Se connecter
          </Link>
          <Link to={paths.signup} className={buttonClasses('secondary')}>
            Créer un compte
          </Link>
        </div>
      </div>
    );
  }

  if (profileLoaded && user.role === 'admin') {
    return (
      <div className="space-y-4">
        <SuccessBanner>Vous êtes déjà administrateur de la plateforme.</SuccessBanner>
        <Link to={paths.dashboard.root} className={buttonClasses('secondary')}>
          Ouvrir le tableau de bord
        </Link>
      </div>
    );
  }

  const inProgress = state === 'in-progress';
  const run = async () => {
    setError(null);
    setVerified(false);
    setState('in-progress');
    try {
      await bootstrapAdmin();
      setState('done');
    } catch (failure) {
      console.error('[bootstrap-admin] refused', failure);
      setError(bootstrapFailureMessage(failure));
      setVerifying(needsEmailVerification(failure));
      setTwoFactorFirst(needsTwoFactor(failure));
      setState('idle');
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">
        Connecté en tant que <strong className="break-all text-stone-900">{user.email}</strong>
      </p>
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {twoFactorFirst ? (
        <Link to={`${paths.dashboard.settings}?tab=security`} className={buttonClasses('secondary')}>
          Ouvrir Paramètres → Sécurité
        </Link>
      ) : null}
      {verified ? (
        <SuccessBanner>
          Adresse e-mail vérifiée : vous pouvez maintenant devenir administrateur.
        </SuccessBanner>
      ) : null}
      {verifying ? (
        <EmailVerification
          email={user.email}
          onVerified={() => {
            setError(null);
            setVerifying(false);
            setVerified(true);
          }}
        />
      ) : null}
      <button
        type="button"
        onClick={() => void run()}
        disabled={inProgress}
        aria-busy={inProgress || undefined}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        {inProgress ? (
          <>
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
            Configuration en cours…
          </>
        ) : (
          <>
            <CrownIcon className="size-5" />
            Devenir administrateur
          </>
        )}
      </button>
    </div>
  );
}
