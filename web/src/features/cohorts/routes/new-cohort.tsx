import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { EditorsOnly } from '@/lib/auth/editors-only';
import { NewCohortForm } from '@/features/cohorts/components/new-cohort-form';

/** /dashboard/cohortes/nouvelle — "Nouvelle cohorte" (issue 30). */
export function NewCohortRoute() {
  return (
    <EditorsOnly title={COHORT_MESSAGES.newCohort} reason={COHORT_MESSAGES.limitedAccess}>
      <DashboardPage
        title={COHORT_MESSAGES.newCohort}
        description={<BackLink to={paths.dashboard.cohorts}>{COHORT_MESSAGES.backToCohorts}</BackLink>}
      >
        <NewCohortForm />
      </DashboardPage>
    </EditorsOnly>
  );
}
