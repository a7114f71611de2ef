import { Link } from 'react-router-dom';
import { MESSAGES, SESSION_PAGE_MESSAGES } from '@common/messages';
import { canManageContent } from '@common/roles';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { Head } from '@/components/seo/head';
import { buttonClasses } from '@/components/ui/button-styles';
import { AlertIcon, ArrowLeftIcon, SearchIcon } from '@/components/ui/icons';

/**
 * SPEC §2 and §8: a session that is not there for this reader. On the public site it is unknown or
 * unpublished; in the dashboard it is unknown or not the caller's to manage (the API answers both
 * with the same 404, so nothing leaks), shown with the spec's English message and its French variant.
 */
export function SessionNotFound({ scope }: { scope: 'public' | 'dashboard' }) {
  return scope === 'public' ? <PublicSessionNotFound /> : <ManagedSessionNotFound />;
}

function PublicSessionNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <Head title={SESSION_PAGE_MESSAGES.notFoundTitle} description={SESSION_PAGE_MESSAGES.notFoundText} />
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-stone-100 text-stone-500">
        <SearchIcon className="size-8" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">
        {SESSION_PAGE_MESSAGES.notFoundTitle}
      </h1>
      <p className="text-lg text-stone-700">{SESSION_PAGE_MESSAGES.notFoundText}</p>
      <Link to={paths.sessions} className={buttonClasses('primary', 'md', 'mt-2')}>
        <ArrowLeftIcon className="size-4" />
        Retour aux sessions
      </Link>
    </div>
  );
}

function ManagedSessionNotFound() {
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
