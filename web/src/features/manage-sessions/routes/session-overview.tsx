import { ComingSoon, DashboardPage } from '../../dashboard/components/dashboard-page';

// Placeholder until this screen is built.
export function SessionOverviewRoute() {
  return (
    <DashboardPage title="Détail de la session">
      <ComingSoon />
    </DashboardPage>
  );
}
