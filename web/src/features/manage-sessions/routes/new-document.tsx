import { ComingSoon, DashboardPage } from '../../dashboard/components/dashboard-page';

// Placeholder until this screen is built.
export function NewDocumentRoute() {
  return (
    <DashboardPage title="Nouveau document">
      <ComingSoon />
    </DashboardPage>
  );
}
