import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@common/messages';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { BackLink } from '@/components/ui/back-link';
import { DocumentForm } from '@/features/manage-content/components/document-form';
import { DocumentFormSkeleton } from '@/features/manage-content/components/document-form-skeleton';
import { SessionNotFound } from '@/components/sessions/session-not-found';
import { managedSessionQueryOptions } from '@/features/manage-content/api/sessions-api';
import { resourceState } from '@/features/manage-content/utils/resource-state';

/** /dashboard/sessions/{sessionId}/documents/new — the document form, creating (SPEC §2, §5). */
export function NewDocumentRoute() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(managedSessionQueryOptions(sessionId));
  const session = resourceState(query);
  const listHref = paths.dashboard.sessionDocuments(sessionId);

  if (session.status === 'not-found') return <SessionNotFound scope="dashboard" />;
  return (
    <div className="space-y-4">
      <BackLink to={listHref}>Retour aux documents de la session</BackLink>
      <DashboardPage
        title="Nouveau document"
        description={session.status === 'ready' ? `Session : ${session.value.title}` : undefined}
      >
        {session.status === 'error' ? (
          <ErrorBanner onRetry={() => void query.refetch()}>{MESSAGES.failedToLoadSession}</ErrorBanner>
        ) : session.status === 'loading' ? (
          <DocumentFormSkeleton />
        ) : (
          <DocumentForm sessionId={sessionId} cancelHref={listHref} onSaved={() => void navigate(listHref)} />
        )}
      </DashboardPage>
    </div>
  );
}
