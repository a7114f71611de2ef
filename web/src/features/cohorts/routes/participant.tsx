import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { BackLink } from '@/components/ui/back-link';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { EditorsOnly } from '@/lib/auth/editors-only';
import { participantProgressQueryOptions } from '@/features/cohorts/api/cohorts-api';
import { ParticipantProgressPage } from '@/features/cohorts/components/participant-progress-page';

/** /dashboard/cohortes/{id}/participants/{userId} — one participant's progress and attendance. */
function ParticipantScreen() {
  const { cohortId = '', userId = '' } = useParams();
  const query = useQuery(participantProgressQueryOptions(cohortId, userId));
  const status = isApiError(query.error) ? query.error.status : null;
  const back = <BackLink to={paths.dashboard.cohort(cohortId)}>{M.backToCohort}</BackLink>;

  if (status === 404 || status === 400 || status === 403) {
    const text = status === 403 ? M.managersOnly : M.participantNotFound;
    return (
      <DashboardPage title={M.navLabel} description={back}>
        <div role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
          {text}
        </div>
      </DashboardPage>
    );
  }
  if (query.data) return <ParticipantProgressPage data={query.data} />;
  if (query.isError && !query.isFetching) {
    return (
      <DashboardPage title={M.navLabel} description={back}>
        <ErrorBanner onRetry={() => void query.refetch()}>{M.failedToLoadParticipant}</ErrorBanner>
      </DashboardPage>
    );
  }
  return (
    <div aria-busy="true" className="space-y-4">
      <p className="sr-only" role="status">
        {M.loadingParticipant}
      </p>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

export function ParticipantRoute() {
  return (
    <EditorsOnly title={M.navLabel} reason={M.limitedAccess}>
      <ParticipantScreen />
    </EditorsOnly>
  );
}
