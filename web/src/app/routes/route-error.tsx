import { Link, useRouteError } from 'react-router-dom';
import { MESSAGES } from '../../../../common/messages';
import { OFFLINE_MESSAGES } from '../../../../common/messages/offline';
import { buttonClasses } from '../../components/ui/button-styles';
import { Head } from '../../components/seo/head';
import { paths } from '../../config/paths';
import { useOnline } from '../../lib/offline/connectivity';
import { NotFoundRoute } from './not-found';

/** Any error thrown while loading or rendering a page (e.g. a page's code failed to download). */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  // Every address has a route ('*'); an address none matches is a missing page all the same.
  if (error instanceof Error && error.name === 'NotFoundError') return <NotFoundRoute />;
  console.error('[router]', error);
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <Head title="Erreur" />
      <h1 className="text-2xl font-bold text-stone-900">{MESSAGES.unexpectedError}</h1>
      <p className="mt-3 text-stone-700">
        {online
          ? "La page n'a pas pu s'afficher. Vérifiez votre connexion puis rechargez la page."
          : OFFLINE_MESSAGES.pageUnavailable}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Recharger la page
        </button>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          Retour à l&apos;accueil
        </Link>
      </div>
    </div>
  );
}
