import { ComingSoon, DashboardPage } from '../../dashboard/components/dashboard-page';

// Placeholder until this screen is built.
export function NewSessionRoute() {
  return (
    <DashboardPage title="Nouvelle Session">
      <ComingSoon />
    </DashboardPage>
  );
}
