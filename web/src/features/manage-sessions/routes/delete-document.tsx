import { ComingSoon, DashboardPage } from '../../dashboard/components/dashboard-page';

// Placeholder until this screen is built.
export function DeleteDocumentRoute() {
  return (
    <DashboardPage title="Supprimer le document">
      <ComingSoon />
    </DashboardPage>
  );
}
