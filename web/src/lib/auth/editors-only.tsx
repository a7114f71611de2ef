import type { ReactNode } from 'react';
import { canManageContent } from '@common/roles';
import { MESSAGES } from '@common/messages';
import { useAuth } from './use-auth';
import { DashboardPage } from '@/components/layout/dashboard-page';

/**
 * SPEC §2: on the management screens, non-editors see 'Accès Limité' instead of the page.
 * The role comes from /api/me, so a freshly promoted user gets the tools at once.
 */
export function EditorsOnly({
  title,
  children,
  reason = 'La création et la gestion des sessions sont réservées au rôle Éditeur. Contactez un administrateur pour obtenir ce rôle.',
}: {
  title: string;
  children: ReactNode;
  /** Why the page is closed to them, and how to get in (the session screens' words by default). */
  reason?: string;
}) {
  const { user, profileLoaded } = useAuth();
  if (profileLoaded && user && !canManageContent(user.role)) {
    return (
      <DashboardPage title={title}>
        <div role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
          <p className="text-lg font-semibold text-amber-900">{MESSAGES.limitedAccess}</p>
          <p className="mt-2 text-amber-900">{reason}</p>
        </div>
      </DashboardPage>
    );
  }
  return <>{children}</>;
}
