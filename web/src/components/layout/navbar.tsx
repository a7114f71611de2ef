import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LIMITS } from '@common/limits';
import { PARCOURS_MESSAGES } from '@common/messages';
import { paths } from '@/config/paths';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { useAuth } from '@/lib/auth/use-auth';
import { buttonClasses } from '@/components/ui/button-styles';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';

// Signed-in only: their own chunk, fetched once someone is signed in (never on a visitor's first page).
const SignedInControls = lazy(() =>
  import('./signed-in-navigation').then((m) => ({ default: m.SignedInControls })),
);
const SignedInMobileLinks = lazy(() =>
  import('./signed-in-navigation').then((m) => ({ default: m.SignedInMobileLinks })),
);

const LINKS = [
  { to: paths.about, label: 'À propos' },
  { to: paths.sessions, label: 'Sessions' },
  { to: paths.documentation, label: 'Documentation' },
] as const;

function desktopLinkClass({ isActive }: { isActive: boolean }): string {
  return `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-950'
  }`;
}

function mobileLinkClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-lg px-3 py-3 text-base font-medium ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800 hover:bg-stone-100'
  }`;
}

/**
 * Top navigation (SPEC §2 "Global behaviour"). Signed out: the three links plus
 * 'Connexion' and "S'inscrire". Signed in: the links, 'Mon parcours', the notification bell and
 * the user menu. Under md the links move into a menu behind a hamburger button.
 */
export function Navbar() {
  const { status, user } = useAuth();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(LIMITS.navShadowScrollPx);
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenAt(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      className={`sticky top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow supports-[backdrop-filter]:bg-white/85 ${
        scrolled ? 'border-stone-200 shadow-md' : 'border-transparent shadow-none'
      }`}
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <nav
        aria-label="Navigation principale"
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6"
      >
        <Logo />

        <ul className="ml-6 hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={desktopLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {status === 'authenticated' ? (
            <li>
              <NavLink to={paths.dashboard.parcours} className={desktopLinkClass}>
                {PARCOURS_MESSAGES.title}
              </NavLink>
            </li>
          ) : null}
        </ul>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {status === 'loading' ? (
            <span
              aria-hidden="true"
              className="hidden h-9 w-40 animate-pulse rounded-lg bg-stone-100 md:block"
            />
          ) : null}
          {status === 'anonymous' ? (
            <div className="hidden items-center gap-2 md:flex">
              <Link to={paths.login} className={buttonClasses('ghost', 'sm')}>
                Connexion
              </Link>
              <Link to={paths.signup} className={buttonClasses('primary', 'sm')}>
                S&apos;inscrire
              </Link>
            </div>
          ) : null}
          {status === 'authenticated' && user ? (
            <Suspense
              fallback={
                <span aria-hidden="true" className="h-9 w-20 animate-pulse rounded-lg bg-stone-100" />
              }
            >
              <SignedInControls user={user} />
            </Suspense>
          ) : null}

          <button
            ref={toggleRef}
            type="button"
            className="flex size-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
            onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </nav>

      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-stone-200 bg-white md:hidden">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-4">
          <ul className="space-y-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={mobileLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {status === 'anonymous' ? (
            <div className="grid grid-cols-2 gap-3 border-t border-stone-200 pt-4">
              <Link to={paths.login} className={buttonClasses('secondary', 'md')}>
                Connexion
              </Link>
              <Link to={paths.signup} className={buttonClasses('primary', 'md')}>
                S&apos;inscrire
              </Link>
            </div>
          ) : null}
          {status === 'authenticated' && user ? (
            <Suspense fallback={null}>
              <SignedInMobileLinks user={user} linkClass={mobileLinkClass} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
