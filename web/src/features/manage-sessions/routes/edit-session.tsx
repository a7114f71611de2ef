import { ComingSoon, DashboardPage } from '../../dashboard/components/dashboard-page';

// Placeholder until this screen is built.
export function EditSessionRoute() {
  return (
    <DashboardPage title="Modifier la session">
      <ComingSoon />
    </DashboardPage>
  );
}
