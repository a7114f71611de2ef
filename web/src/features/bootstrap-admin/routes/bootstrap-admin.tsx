import { Link } from 'react-router-dom';
import { Head } from '../../../components/seo/head';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';

/** /bootstrap-admin — first-admin bootstrap (SPEC §2). The action is built by a later issue. */
export function BootstrapAdminRoute() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-12">
      <Head title="Premier administrateur" />
      <div className="w-full max-w-lg">
        <div className="flex items-center justify-between">
          <Logo />
          <Link
            to={paths.home}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-stone-700 hover:text-stone-950"
          >
            <ArrowLeftIcon className="size-4" />
            Retour à l&apos;accueil
          </Link>
        </div>
        <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-stone-900">Premier administrateur</h1>
          <p className="mt-3 text-stone-700">
            Tant qu&apos;aucun administrateur n&apos;existe, l&apos;utilisateur connecté peut devenir le
            premier administrateur de la plateforme. Cette étape n&apos;est possible qu&apos;une seule fois.
          </p>
          <p className="mt-4 rounded-lg bg-stone-100 px-4 py-3 text-sm text-stone-700">
            Cette fonction sera bientôt disponible.
          </p>
        </div>
        <p className="mt-6 text-center text-sm text-stone-600">
          Besoin d&apos;aide ?{' '}
          <Link to={paths.documentation} className="font-medium text-brand-700 underline">
            Consulter la documentation
          </Link>
        </p>
      </div>
    </div>
  );
}
