import { Link } from 'react-router-dom';
import { ArrowRightIcon, HelpIcon, SettingsIcon, ShareIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

const QUICK_LINKS = [
  {
    to: paths.dashboard.sharedSessions,
    title: 'Sessions Partagées',
    text: 'Le catalogue des sessions publiées et leurs documents.',
    icon: ShareIcon,
  },
  {
    to: paths.dashboard.settings,
    title: 'Paramètres',
    text: 'Votre profil, votre mot de passe et vos notifications.',
    icon: SettingsIcon,
  },
  {
    to: paths.dashboard.help,
    title: 'Aide & Support',
    text: 'Questions fréquentes et contact.',
    icon: HelpIcon,
  },
] as const;

/** The home's 'Accès rapides': shared sessions, settings, help. */
export function QuickLinks() {
  return (
    <section aria-labelledby="quick-links">
      <h2 id="quick-links" className="text-lg font-semibold text-stone-900">
        Accès rapides
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-3">
        {QUICK_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <link.icon className="size-6 text-brand-700" />
              <span className="mt-3 font-semibold text-stone-900">{link.title}</span>
              <span className="mt-1 text-sm text-stone-600">{link.text}</span>
              <span className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-brand-700">
                Ouvrir
                <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
