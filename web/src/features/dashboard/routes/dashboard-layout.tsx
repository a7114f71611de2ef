import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { MESSAGES } from '@common/messages';
import { AlertIcon, MenuIcon } from '@/components/ui/icons';
import { isDashboardPageNotFound, paths } from '@/config/paths';
import { ProtectedRoute } from '@/lib/auth/protected-route';
import { useAuth } from '@/lib/auth/use-auth';
import { DashboardSidebar } from '@/features/dashboard/components/dashboard-sidebar';
import { SidebarDrawer } from '@/features/dashboard/components/sidebar-drawer';

function DashboardShell() {
  const { user, refreshProfile } = useAuth();
  const location = useLocation();
  const { pathname, search } = location;
  // The drawer belongs to the page it was opened on: choosing another page (or the settings'
  // Administration tab, from the settings) closes it.
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const drawerOpen = openAt === here;
  const closeDrawer = useCallback(() => setOpenAt(null), []);

  // Moving around the dashboard re-reads the role, so a user promoted meanwhile gets the
  // editor tools at once (the provider also re-reads it when the window regains focus).
  // Only navigation triggers it: refreshProfile changes with every profile answer.
  const rereadRole = useEffectEvent(() => void refreshProfile());
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    rereadRole();
  }, [pathname]);

  if (!user) return null;

  return (
    <div className="flex flex-1 flex-col bg-stone-50">
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:gap-6 md:py-8">
        <div className="md:hidden">
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-stone-200 bg-white px-4 py-2 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-100"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-controls="dashboard-drawer"
            onClick={() => setOpenAt(here)}
          >
            <MenuIcon className="size-5" />
            Menu du tableau de bord
          </button>
          <SidebarDrawer user={user} open={drawerOpen} onClose={closeDrawer} />
        </div>
        <aside
          aria-label="Navigation du tableau de bord"
          className="hidden md:sticky md:top-24 md:block md:w-64 md:shrink-0 md:self-start"
        >
          <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <DashboardSidebar user={user} />
          </div>
        </aside>
        <div className="min-w-0 flex-1">
          {isDashboardPageNotFound(location.state) ? (
            <p
              role="status"
              data-testid="dashboard-page-not-found"
              className="mb-4 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950"
            >
              <AlertIcon className="mt-0.5 size-4 shrink-0" />
              {MESSAGES.dashboardPageNotFound}
            </p>
          ) : null}
          <Outlet />
        </div>
      </div>
      <footer className="border-t border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 text-sm text-stone-600 sm:flex-row sm:px-6">
          <p>© {new Date().getFullYear()} Tremplin. Tous droits réservés.</p>
          <nav aria-label="Liens légaux" className="flex gap-4">
            <Link
              to={paths.privacyPolicy}
              className="inline-flex min-h-11 items-center hover:text-stone-900 hover:underline sm:pointer-fine:min-h-0"
            >
              Politique de confidentialité
            </Link>
            <Link
              to={paths.termsOfService}
              className="inline-flex min-h-11 items-center hover:text-stone-900 hover:underline sm:pointer-fine:min-h-0"
            >
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
