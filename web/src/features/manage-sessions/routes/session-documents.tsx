import { ComingSoon, DashboardPage } from '../../dashboard/components/dashboard-page';

// Placeholder until this screen is built.
export function SessionDocumentsRoute() {
  return (
    <DashboardPage title="Documents de la session">
      <ComingSoon />
    </DashboardPage>
  );
}
