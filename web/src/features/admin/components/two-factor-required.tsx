import { Link, useNavigate } from 'react-router-dom';
import { TWO_FACTOR_MESSAGES } from '@common/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import { ShieldIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * In place of the Administration panel when the deployment requires two-factor sign-in of admins and
 * this one is refused: the API's sentence, and the way on — to Paramètres → Sécurité while it is off;
 * to a new sign-in, with the app's code, when this session was opened without it.
 */
export function TwoFactorRequired({ message }: { message: string }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const signInAgain = message === TWO_FACTOR_MESSAGES.adminSignInWithCode;
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <ShieldIcon className="size-5 shrink-0" />
        Validation en deux étapes requise
      </p>
      <p className="mt-2">{message}</p>
      {signInAgain ? (
        <button
          type="button"
          onClick={() => {
            void signOut().then(() => navigate(paths.login));
          }}
          className={buttonClasses('primary', 'md', 'mt-4')}
        >
          Se reconnecter avec le code
        </button>
      ) : (
        <Link
          to={`${paths.dashboard.settings}?tab=security`}
          className={buttonClasses('primary', 'md', 'mt-4')}
        >
          Ouvrir Paramètres → Sécurité
        </Link>
      )}
    </div>
  );
}
