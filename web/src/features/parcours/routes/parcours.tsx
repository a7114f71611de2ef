import { useLocation } from 'react-router-dom';
import { PARCOURS_MESSAGES } from '@common/messages';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { SuccessBanner } from '@/components/ui/status-banner';
import { joinedCohortName } from '@/config/paths';
import { ParcoursView } from '@/features/parcours/components/parcours-view';

/** /dashboard/parcours: "Mon parcours", for every signed-in person (welcoming them to a cohort just joined). */
export function ParcoursRoute() {
  const joined = joinedCohortName(useLocation().state);
  return (
    <DashboardPage title={PARCOURS_MESSAGES.title} description={PARCOURS_MESSAGES.why}>
      {joined ? <SuccessBanner>{COHORT_MESSAGES.joinedCohort(joined)}</SuccessBanner> : null}
      <ParcoursView />
    </DashboardPage>
  );
}
