import { ComingSoon, DashboardPage } from '../../dashboard/components/dashboard-page';

// Placeholder until this screen is built.
export function ManageSessionsRoute() {
  return (
    <DashboardPage title="Sessions">
      <ComingSoon />
    </DashboardPage>
  );
}
