import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { EditorsOnly } from '@/lib/auth/editors-only';
import { CohortsPage } from '@/features/cohorts/components/cohorts-page';

/** /dashboard/cohortes — the cohorts an editor or admin runs (issue 30). */
export function CohortsRoute() {
  return (
    <EditorsOnly title={COHORT_MESSAGES.navLabel} reason={COHORT_MESSAGES.limitedAccess}>
      <CohortsPage />
    </EditorsOnly>
  );
}
