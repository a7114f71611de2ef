import { useEffect, useRef } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { MESSAGES } from '@common/messages';
import { OFFLINE_MESSAGES } from '@common/messages/offline';
import { buttonClasses } from '@/components/ui/button-styles';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/offline/connectivity';
import { checkNetwork } from '@/lib/offline/network-probe';
import { NotFoundRoute } from './not-found';

/**
 * Any error thrown while loading or rendering a page (e.g. a page's code failed to download).
 * Offline it says so, and once the network is back the page loads again by itself (a failed
 * page's code is not asked for twice by the router: the page is reloaded).
 */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  const notFound = error instanceof Error && error.name === 'NotFoundError';
  const wasOffline = useRef(false);

  useEffect(() => {
    if (notFound) return;
    console.error('[router]', error);
    // The browser may say it is online when mobile data is gone: ask the network itself.
    void checkNetwork();
  }, [error, notFound]);

  useEffect(() => {
    if (notFound) return;
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) window.location.reload();
  }, [online, notFound]);

  // Every address has a route ('*'); an address none matches is a missing page all the same.
  if (notFound) return <NotFoundRoute />;
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <Head title={online ? 'Erreur' : OFFLINE_MESSAGES.pageUnavailableTitle} />
      <h1 className="text-2xl font-bold text-stone-900">
        {online ? MESSAGES.unexpectedError : OFFLINE_MESSAGES.pageUnavailableTitle}
      </h1>
      {online ? (
        <p className="mt-3 text-stone-700">
          La page n&apos;a pas pu s&apos;afficher. Vérifiez votre connexion puis rechargez la page.
        </p>
      ) : (
        <p role="status" data-testid="offline-page" className="mt-3 text-stone-700">
          {OFFLINE_MESSAGES.pageUnavailable}
        </p>
      )}
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
