import { lazy } from 'react';
import { SettingsRoute } from '@/features/settings/routes/settings';

// Only admins ever open it: its code stays out of everyone else's download.
const AdministrationPanel = lazy(() =>
  import('@/features/admin/components/administration-panel').then((m) => ({
    default: m.AdministrationPanel,
  })),
);

/** Settings with the admin feature's panel as its Administration tab, composed here. */
export function Settings() {
  return <SettingsRoute AdministrationPanel={AdministrationPanel} />;
}
