import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-styles';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <Head title="Page introuvable" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Erreur 404</p>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">Page introuvable</h1>
      <p className="mt-3 text-stone-700">La page demandée n&apos;existe pas ou a été déplacée.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('primary')}>
          Retour à l&apos;accueil
        </Link>
        <Link to={paths.sessions} className={buttonClasses('secondary')}>
          Voir les sessions
        </Link>
      </div>
    </div>
  );
}
