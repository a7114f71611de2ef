import { PARCOURS_MESSAGES } from '@common/messages';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { ParcoursView } from '@/features/parcours/components/parcours-view';

/** /dashboard/parcours: "Mon parcours", for every signed-in person. */
export function ParcoursRoute() {
  return (
    <DashboardPage title={PARCOURS_MESSAGES.title} description={PARCOURS_MESSAGES.why}>
      <ParcoursView />
    </DashboardPage>
  );
}
