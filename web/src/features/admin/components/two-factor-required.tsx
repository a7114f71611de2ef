import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ShieldIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

/**
 * In place of the Administration panel when the deployment requires two-factor sign-in of admins
 * and this one has not turned it on: the API's sentence, and the way to Paramètres → Sécurité.
 */
export function TwoFactorRequired({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <ShieldIcon className="size-5 shrink-0" />
        Validation en deux étapes requise
      </p>
      <p className="mt-2">{message}</p>
      <Link
        to={`${paths.dashboard.settings}?tab=security`}
        className={buttonClasses('primary', 'md', 'mt-4')}
      >
        Ouvrir Paramètres → Sécurité
      </Link>
    </div>
  );
}
