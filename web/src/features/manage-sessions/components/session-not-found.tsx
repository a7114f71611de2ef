import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../../../common/messages';
import { canManageContent } from '../../../../../common/roles';
import { Head } from '../../../components/seo/head';
import { buttonClasses } from '../../../components/ui/button-styles';
import { AlertIcon, ArrowLeftIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';

/**
 * SPEC §8: a session that does not exist, or that the caller may not manage, is a full page
 * with the spec's message (English, with its French variant) and a way back.
 */
export function SessionNotFound() {
  const { user } = useAuth();
  const back =
    user && canManageContent(user.role)
      ? { to: paths.dashboard.sessions, label: 'Retour aux sessions' }
      : { to: paths.dashboard.root, label: 'Retour au tableau de bord' };
  return (
    <div
      data-testid="session-not-found"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      <Head title="Session introuvable" />
      <AlertIcon className="size-10 text-amber-600" />
      <h1 className="text-xl font-bold text-stone-900">{MESSAGES.sessionNotFoundOrNoPermissionFr}</h1>
      <p lang="en" className="text-sm text-stone-700">
        {MESSAGES.sessionNotFoundOrNoPermission}
      </p>
      <Link to={back.to} className={buttonClasses('secondary')}>
        <ArrowLeftIcon className="size-4" />
        {back.label}
      </Link>
    </div>
  );
}
