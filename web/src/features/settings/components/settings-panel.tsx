import { Suspense, type ComponentType } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import { type SettingsTab } from '@/features/settings/utils/settings-tabs';

export function Panel({
  tab,
  AdministrationPanel,
}: {
  tab: SettingsTab;
  AdministrationPanel: ComponentType;
}) {
  switch (tab) {
    case 'profile':
      return <ProfileTab />;
    case 'security':
      return <SecurityTab />;
    case 'notifications':
      return <NotificationsTab />;
    case 'admin':
      return (
        <Suspense
          fallback={
            <div className="flex justify-center py-12">
              <Spinner />
            </div>
          }
        >
          <AdministrationPanel />
        </Suspense>
      );
  }
}
