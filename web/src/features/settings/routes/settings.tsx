import { ComingSoon, DashboardPage } from '../../dashboard/components/dashboard-page';

// Placeholder until this screen is built.
export function SettingsRoute() {
  return (
    <DashboardPage title="Paramètres">
      <ComingSoon />
    </DashboardPage>
  );
}
