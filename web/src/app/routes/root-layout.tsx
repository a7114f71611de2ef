import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { OfflineBanner } from '@/components/offline/offline-banner';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { paths } from '@/config/paths';

/** SPEC §2: no navigation bar on these pages, nor on any /session/* page (the reset page is sign-in's). */
const WITHOUT_NAVBAR: readonly string[] = [
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.bootstrapAdmin,
];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function RootLayout() {
  const pathname = normalise(useLocation().pathname);
  const isAuthScreen = WITHOUT_NAVBAR.includes(pathname);
  const showNavbar = !isAuthScreen && !pathname.startsWith('/session/');
  const inDashboard = pathname === paths.dashboard.root || pathname.startsWith(`${paths.dashboard.root}/`);
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  // After client-side navigation, move focus to the new page so screen readers start there.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Aller au contenu principal
      </a>
      {showNavbar ? <Navbar /> : null}
      <main id="main" ref={mainRef} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      {/* The dashboard has its own footer; the sign-in screens stand alone. */}
      {!isAuthScreen && !inDashboard ? <Footer /> : null}
      <OfflineBanner />
      <ScrollManager />
    </div>
  );
}
