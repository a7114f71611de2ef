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
import { cohortQueryOptions } from '@/features/cohorts/api/cohorts-api';
import { CohortEditor } from '@/features/cohorts/components/cohort-editor';

function CohortSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p className="sr-only" role="status">
        {M.loadingCohort}
      </p>
      <Skeleton className="h-9 w-2/3" />
      <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
      <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

/**
 * /dashboard/cohortes/{id} — a cohort's page for its managers and admins (issue 30): not found and
 * not theirs each say so; otherwise the cohort, editable.
 */
function CohortScreen() {
  const { cohortId = '' } = useParams();
  const query = useQuery(cohortQueryOptions(cohortId));
  const status = isApiError(query.error) ? query.error.status : null;
  const back = <BackLink to={paths.dashboard.cohorts}>{M.backToCohorts}</BackLink>;

  if (status === 404 || status === 400 || status === 403) {
    return (
      <DashboardPage title={status === 403 ? M.navLabel : M.cohortNotFound} description={back}>
        <div role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
          {status === 403 ? M.managersOnly : M.cohortNotFound}
        </div>
      </DashboardPage>
    );
  }
  if (query.data) {
    return (
      // Keyed by id: another cohort's page starts from its own values.
      <CohortEditor
        key={query.data.id}
        cohort={query.data}
        reload={async () => (await query.refetch()).data ?? null}
      />
    );
  }
  if (query.isError && !query.isFetching) {
    return (
      <DashboardPage title={M.navLabel} description={back}>
        <ErrorBanner onRetry={() => void query.refetch()}>{M.failedToLoadCohort}</ErrorBanner>
      </DashboardPage>
    );
  }
  return <CohortSkeleton />;
}

export function CohortRoute() {
  return (
    <EditorsOnly title={M.navLabel} reason={M.limitedAccess}>
      <CohortScreen />
    </EditorsOnly>
  );
}
