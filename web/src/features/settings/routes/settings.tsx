import { useState } from 'react';
import { canAdminister } from '../../../../../common/roles';
import { useAuth } from '../../../lib/auth/use-auth';
import { ComingSoon, DashboardPage } from '../../dashboard/components/dashboard-page';
import { AdministrationPanel } from '../../admin/components/administration-panel';

// Placeholder until this screen is built; it only reaches the Administration tab (admins).
export function SettingsRoute() {
  const { user } = useAuth();
  const [tab, setTab] = useState<'profile' | 'admin'>('profile');
  const isAdmin = user ? canAdminister(user.role) : false;
  return (
    <DashboardPage title="Paramètres">
      {isAdmin ? (
        <div role="tablist" aria-label="Paramètres" className="flex gap-2">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'profile'}
            onClick={() => setTab('profile')}
          >
            Profil
          </button>
          <button type="button" role="tab" aria-selected={tab === 'admin'} onClick={() => setTab('admin')}>
            Administration
          </button>
        </div>
      ) : null}
      {isAdmin && tab === 'admin' ? <AdministrationPanel /> : <ComingSoon />}
    </DashboardPage>
  );
}
