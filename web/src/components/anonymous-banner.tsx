import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { buttonClasses } from './ui/button-styles';

/** For visitors: sign in or create a free account (SPEC §2, /documentation and /sessions). */
export function AnonymousBanner({ sessionId }: { sessionId?: string }) {
  const { status } = useAuth();
  if (status !== 'anonymous') return null;
  const query = sessionId ? `?session=${encodeURIComponent(sessionId)}` : '';
  return (
    <section
      aria-label="Créer un compte"
      className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold text-stone-900">
          Inscription gratuite pour accéder à toutes les fonctionnalités
        </p>
        <p className="mt-1 text-sm text-stone-700">
          Téléchargez les modèles, guides et présentations de chaque session et suivez votre progression.
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link to={`${paths.login}${query}`} className={buttonClasses('secondary', 'sm')}>
          Se connecter
        </Link>
        <Link to={`${paths.signup}${query}`} className={buttonClasses('primary', 'sm')}>
          Créer un compte
        </Link>
      </div>
    </section>
  );
}
