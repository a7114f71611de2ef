import { NavLink } from 'react-router-dom';
import { PARCOURS_MESSAGES } from '@common/messages';
import { paths } from '@/config/paths';
import type { AuthUser } from '@/lib/auth/auth-context';
import { useLogout } from '@/lib/auth/use-logout';
import { Avatar } from '@/components/ui/avatar';
import { NotificationsButton } from './notifications-button';
import { UserMenu } from './user-menu';

/**
 * The navigation bar's signed-in parts, in their own chunk (see navbar.tsx): a visitor's first
 * page does not download them.
 */
export function SignedInControls({ user }: { user: AuthUser }) {
  return (
    <>
      <NotificationsButton />
      <UserMenu user={user} />
    </>
  );
}

/** The signed-in end of the mobile menu: who is signed in, Mon parcours, the dashboard, settings, sign-out. */
export function SignedInMobileLinks({
  user,
  linkClass,
}: {
  user: AuthUser;
  linkClass: (state: { isActive: boolean }) => string;
}) {
  const { logout, pending } = useLogout();
  return (
    <div className="space-y-1 border-t border-stone-200 pt-4">
      <div className="flex items-center gap-3 px-3 pb-2">
        <Avatar name={user.displayName} src={user.avatarUrl} size="md" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{user.displayName}</p>
          <p className="truncate text-sm text-stone-600">{user.email}</p>
        </div>
      </div>
      <NavLink to={paths.dashboard.parcours} className={linkClass}>
        {PARCOURS_MESSAGES.title}
      </NavLink>
      <NavLink to={paths.dashboard.root} end className={linkClass}>
        Tableau de bord
      </NavLink>
      <NavLink to={paths.dashboard.settings} className={linkClass}>
        Paramètres
      </NavLink>
      <button
        type="button"
        disabled={pending}
        onClick={() => void logout()}
        className="block w-full rounded-lg px-3 py-3 text-left text-base font-medium text-red-700 hover:bg-red-50"
      >
        Déconnexion
      </button>
    </div>
  );
}
