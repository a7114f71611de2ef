import { ComingSoon, DashboardPage } from '../../dashboard/components/dashboard-page';

// Placeholder until this screen is built.
export function EditDocumentRoute() {
  return (
    <DashboardPage title="Modifier le document">
      <ComingSoon />
    </DashboardPage>
  );
}
