import { ComingSoon, DashboardPage } from '../../dashboard/components/dashboard-page';

// Placeholder until this screen is built.
export function HelpRoute() {
  return (
    <DashboardPage title="Aide & Support">
      <ComingSoon />
    </DashboardPage>
  );
}
