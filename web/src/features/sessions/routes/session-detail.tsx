import { Link, useParams } from 'react-router-dom';
import { Head } from '../../../components/seo/head';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';

/** /session/{id}: full-page session detail (no navigation bar, SPEC §2). Built by a later issue. */
export function SessionDetailRoute() {
  const { sessionId = '' } = useParams();
  const { status } = useAuth();
  return (
    <div className="flex flex-1 flex-col">
      <Head title="Session" />
      <div className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <Link
            to={paths.sessions}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-stone-700 hover:text-stone-950"
          >
            <ArrowLeftIcon className="size-4" />
            Toutes les sessions
          </Link>
        </div>
      </div>
      <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">Détail de la session</h1>
        <p className="mt-4 max-w-2xl text-lg text-stone-700">
          La page détaillée de cette session (documents, thématiques, partage) sera bientôt disponible.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.sessions} className={buttonClasses('primary')}>
            Voir toutes les sessions
          </Link>
          {status === 'anonymous' ? (
            <Link
              to={`${paths.login}?session=${encodeURIComponent(sessionId)}`}
              className={buttonClasses('secondary')}
            >
              Se connecter pour les documents
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
