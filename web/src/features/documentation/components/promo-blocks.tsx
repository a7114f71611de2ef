import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, BookIcon, LayoutIcon, UsersIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

interface Promo {
  title: string;
  text: string;
  to: string;
  action: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** SPEC §2: three blocks leading to /sessions, /dashboard (or /login when signed out) and /about. */
export function PromoBlocks({ signedIn }: { signedIn: boolean }) {
  const promos: Promo[] = [
    {
      title: 'Explorez les sessions',
      text: 'Parcourez les 14 sessions du programme, de l’idée au financement, avec leurs ressources.',
      to: paths.sessions,
      action: 'Voir les sessions',
      Icon: BookIcon,
    },
    signedIn
      ? {
          title: 'Votre tableau de bord',
          text: 'Retrouvez vos sessions, vos documents et vos téléchargements au même endroit.',
          to: paths.dashboard.root,
          action: 'Ouvrir le tableau de bord',
          Icon: LayoutIcon,
        }
      : {
          title: 'Votre espace personnel',
          text: 'Connectez-vous pour télécharger les documents et suivre votre progression.',
          to: paths.login,
          action: 'Se connecter',
          Icon: LayoutIcon,
        },
    {
      title: 'Le programme Tremplin',
      text: 'Découvrez la démarche, les quatre phases et les auteurs du programme.',
      to: paths.about,
      action: 'En savoir plus',
      Icon: UsersIcon,
    },
  ];
  return (
    <section aria-labelledby="library-promos" className="mt-16">
      <h2 id="library-promos" className="text-2xl font-bold text-stone-900">
        Aller plus loin
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {promos.map(({ title, text, to, action, Icon }) => (
          <li
            key={title}
            className="relative flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-600"
          >
            <span
              aria-hidden="true"
              className="inline-flex w-fit rounded-xl bg-brand-50 p-2.5 text-brand-800"
            >
              <Icon className="size-6" />
            </span>
            <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
            <p className="text-sm text-stone-700">{text}</p>
            <Link
              to={to}
              className="mt-auto inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-900 focus:outline-none"
            >
              {action}
              <ArrowRightIcon className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
