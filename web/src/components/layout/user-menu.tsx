import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ROLE_LABELS } from '@common/roles';
import { paths } from '@/config/paths';
import { useDismiss } from '@/hooks/use-dismiss';
import type { AuthUser } from '@/lib/auth/auth-context';
import { useLogout } from '@/lib/auth/use-logout';
import { Avatar } from '@/components/ui/avatar';
import { ChevronDownIcon, LayoutIcon, LogoutIcon, SettingsIcon } from '@/components/ui/icons';

const ITEM_BASE = 'flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm';
const ITEM = `${ITEM_BASE} text-stone-700 hover:bg-stone-100 hover:text-stone-950 focus-visible:bg-stone-100`;
const DANGER_ITEM = `${ITEM_BASE} text-red-700 hover:bg-red-50 hover:text-red-800 focus-visible:bg-red-50`;

/**
 * The signed-in user's menu (menu-button pattern): avatar button, then display name,
 * e-mail, 'Tableau de bord', 'Paramètres' and 'Déconnexion'. Arrow keys move between items;
 * Escape closes and returns focus to the button.
 */
export function UserMenu({ user }: { user: AuthUser }) {
  const { pathname } = useLocation();
  // Keyed to the path: navigating anywhere closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { logout, pending } = useLogout();

  const close = () => setOpenAt(null);
  useDismiss(open, [buttonRef, menuRef], close, buttonRef);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = items[(index + 1) % items.length];
    else if (event.key === 'ArrowUp') next = items[(index - 1 + items.length) % items.length];
    else if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items[items.length - 1];
    else if (event.key === 'Tab') close();
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Menu de ${user.displayName}`}
        onClick={() => setOpenAt(open ? null : pathname)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpenAt(pathname);
          }
        }}
        className="flex min-h-11 items-center gap-2 rounded-full p-0.5 pr-1 hover:bg-stone-100 sm:pr-2"
      >
        <Avatar name={user.displayName} src={user.avatarUrl} size="sm" />
        <span className="hidden max-w-40 truncate text-sm font-medium text-stone-800 lg:inline">
          {user.displayName}
        </span>
        <ChevronDownIcon
          className={`size-4 text-stone-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>

      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Menu utilisateur"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] origin-top-right rounded-xl border border-stone-200 bg-white p-2 shadow-xl"
        >
          <div className="flex items-center gap-3 border-b border-stone-100 px-3 pt-2 pb-3">
            <Avatar name={user.displayName} src={user.avatarUrl} size="md" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-stone-900" data-testid="user-display-name">
                {user.displayName}
              </p>
              <p className="truncate text-sm text-stone-600" data-testid="user-email">
                {user.email}
              </p>
              <p className="mt-1 text-xs font-medium text-brand-800">{ROLE_LABELS[user.role]}</p>
            </div>
          </div>
          <div className="flex flex-col gap-0.5 pt-2">
            <Link role="menuitem" tabIndex={-1} to={paths.dashboard.root} className={ITEM}>
              <LayoutIcon className="size-4 text-stone-500" />
              Tableau de bord
            </Link>
            <Link role="menuitem" tabIndex={-1} to={paths.dashboard.settings} className={ITEM}>
              <SettingsIcon className="size-4 text-stone-500" />
              Paramètres
            </Link>
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              disabled={pending}
              onClick={() => {
                close();
                void logout();
              }}
              className={DANGER_ITEM}
            >
              <LogoutIcon className="size-4" />
              Déconnexion
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
