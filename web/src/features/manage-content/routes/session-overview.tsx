import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '@common/messages';
import { ErrorBanner } from '@/components/ui/status-banner';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { managedSessionQueryOptions } from '@/features/manage-content/api/sessions-api';
import { SessionNotFound } from '@/components/sessions/session-not-found';
import { resourceState } from '@/features/manage-content/utils/resource-state';
import { OverviewSkeleton } from '@/features/manage-content/components/session-overview-skeleton';
import { BACK, SessionOverview } from '@/features/manage-content/components/session-overview-page';

/** /dashboard/sessions/{id} — one session, any status, with its documents (SPEC §2). */
export function SessionOverviewRoute() {
  const { sessionId = '' } = useParams();
  const query = useQuery(managedSessionQueryOptions(sessionId));
  const session = resourceState(query);

  if (session.status === 'not-found') return <SessionNotFound scope="dashboard" />;
  if (session.status === 'error') {
    return (
      <DashboardPage title="Détail de la session" description={BACK}>
        <ErrorBanner onRetry={() => void query.refetch()}>{MESSAGES.failedToLoadSession}</ErrorBanner>
      </DashboardPage>
    );
  }
  if (session.status === 'loading') return <OverviewSkeleton />;
  return <SessionOverview key={session.value.id} session={session.value} />;
}
