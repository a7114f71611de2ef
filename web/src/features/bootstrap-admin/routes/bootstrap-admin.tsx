import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { ArrowLeftIcon, BookIcon, CrownIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { BootstrapAction } from '@/features/bootstrap-admin/components/bootstrap-action';

/**
 * /bootstrap-admin — the first signed-in user to ask becomes admin, once (SPEC §2, §6); on AWS only
 * the address named at deploy time, once verified (the server says which, and the page explains).
 */
export function BootstrapAdminRoute() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center bg-stone-50 px-4 py-12">
      <Head
        title="Premier administrateur"
        description="Configurer le premier administrateur de la plateforme Tremplin."
      />
      <div className="w-full max-w-lg">
        <div className="flex items-center justify-between gap-3">
          <Logo />
          <Link
            to={paths.home}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-stone-700 hover:text-stone-950"
          >
            <ArrowLeftIcon className="size-4" />
            Retour à l&apos;accueil
          </Link>
        </div>
        <section
          aria-labelledby="bootstrap-title"
          className="mt-8 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-12 items-center justify-center rounded-xl bg-amber-100 text-amber-800"
          >
            <CrownIcon className="size-6" />
          </span>
          <h1 id="bootstrap-title" className="mt-4 text-2xl font-bold text-stone-900">
            Premier administrateur
          </h1>
          <p className="mt-3 text-stone-700">
            Tant qu&apos;aucun administrateur n&apos;existe, l&apos;utilisateur connecté peut devenir le
            premier administrateur de la plateforme. Cette étape n&apos;est possible qu&apos;une seule fois :
            les rôles suivants se donnent ensuite depuis les paramètres d&apos;administration.
          </p>
          <p className="mt-3 text-sm text-stone-700">
            Sur une plateforme déployée, seul le compte de l&apos;adresse e-mail désignée lors du déploiement
            peut devenir administrateur, une fois cette adresse vérifiée.
          </p>
          <div className="mt-6">
            <BootstrapAction />
          </div>
        </section>
        <p className="mt-6 flex items-center justify-center gap-2 text-sm text-stone-700">
          <BookIcon className="size-4" />
          Besoin d&apos;aide ?
          <Link
            to={paths.documentation}
            className="font-medium text-brand-700 underline hover:text-brand-900"
          >
            Consulter la documentation
          </Link>
        </p>
      </div>
    </div>
  );
}
