import { Link } from 'react-router-dom';
import { canManageContent } from '../../../../../common/roles';
import { buttonClasses } from '../../../components/ui/button-styles';
import {
  ArrowRightIcon,
  FileIcon,
  HelpIcon,
  PlusIcon,
  SettingsIcon,
  ShareIcon,
} from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatDateTime } from '../../../lib/format';
import { DashboardPage } from '../components/dashboard-page';

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

/** /dashboard — welcome and quick links (the statistics arrive with a later issue). */
export function DashboardHomeRoute() {
  const { user } = useAuth();
  if (!user) return null;
  const localPart = user.email.split('@')[0] || user.displayName;
  const lastSignIn = formatDateTime(user.lastSignInAt);

  return (
    <DashboardPage title="Tableau de bord">
      <section className="surface-dark rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-6 text-white shadow-sm sm:p-8">
        <h2 className="text-2xl font-bold">Bienvenue, {localPart} !</h2>
        <p className="mt-2 text-brand-100">
          {lastSignIn ? `Dernière connexion : ${lastSignIn}` : 'Heureux de vous voir sur Tremplin.'}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {canManageContent(user.role) ? (
            <Link to={paths.dashboard.newSession} className={buttonClasses('accent')}>
              <PlusIcon className="size-5" />
              Nouvelle Session
            </Link>
          ) : null}
          <Link
            to={canManageContent(user.role) ? paths.dashboard.documents : paths.documentation}
            className={buttonClasses('on-dark')}
          >
            <FileIcon className="size-5" />
            Voir Documents
          </Link>
        </div>
      </section>

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
    </DashboardPage>
  );
}
