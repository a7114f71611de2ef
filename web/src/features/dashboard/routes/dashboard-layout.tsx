import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { ProtectedRoute } from '../../../lib/auth/protected-route';
import { useAuth } from '../../../lib/auth/use-auth';
import { DashboardSidebar } from '../components/dashboard-sidebar';

function DashboardShell() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  // Under 768 px the side navigation collapses; choosing a page closes it again.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const navOpen = openAt === pathname;
  if (!user) return null;

  return (
    <div className="flex flex-1 flex-col bg-stone-50">
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row md:py-8">
        <aside className="md:w-64 md:shrink-0">
          <button
            type="button"
            className="flex w-full items-center justify-between rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm font-semibold text-stone-800 shadow-sm md:hidden"
            aria-expanded={navOpen}
            aria-controls="dashboard-sidebar"
            onClick={() => setOpenAt(navOpen ? null : pathname)}
          >
            Menu du tableau de bord
            <ChevronDownIcon className={`size-5 transition-transform ${navOpen ? 'rotate-180' : ''}`} />
          </button>
          <div
            id="dashboard-sidebar"
            className={`${navOpen ? 'block' : 'hidden'} mt-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:sticky md:top-24 md:mt-0 md:block`}
          >
            <DashboardSidebar user={user} />
          </div>
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
      <footer className="border-t border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 text-sm text-stone-600 sm:flex-row sm:px-6">
          <p>© {new Date().getFullYear()} Tremplin. Tous droits réservés.</p>
          <nav aria-label="Liens légaux" className="flex gap-4">
            <Link to={paths.privacyPolicy} className="hover:text-stone-900 hover:underline">
              Politique de confidentialité
            </Link>
            <Link to={paths.termsOfService} className="hover:text-stone-900 hover:underline">
              Conditions d&apos;utilisation
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}

/** /dashboard/*: signed-in users only (spinner while auth loads, else /login). */
export function DashboardLayout() {
  return (
    <ProtectedRoute>
      <DashboardShell />
    </ProtectedRoute>
  );
}
