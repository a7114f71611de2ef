import { ComingSoon, DashboardPage } from '../../dashboard/components/dashboard-page';

// Placeholder until this screen is built.
export function DashboardDocumentsRoute() {
  return (
    <DashboardPage title="Documents">
      <ComingSoon />
    </DashboardPage>
  );
}
