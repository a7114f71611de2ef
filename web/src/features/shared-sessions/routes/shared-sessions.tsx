import { ComingSoon, DashboardPage } from '../../dashboard/components/dashboard-page';

// Placeholder until this screen is built.
export function SharedSessionsRoute() {
  return (
    <DashboardPage title="Sessions Partagées">
      <ComingSoon />
    </DashboardPage>
  );
}
