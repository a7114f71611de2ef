import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { DOCUMENT_MESSAGES } from '@common/messages';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { BackLink } from '@/components/ui/back-link';
import { DocumentForm } from '@/features/manage-content/components/document-form';
import { DocumentFormSkeleton } from '@/features/manage-content/components/document-form-skeleton';
import { DocumentNotFound } from '@/features/manage-content/components/document-not-found';
import { managedDocumentQueryOptions } from '@/features/manage-content/api/manage-documents';
import { resourceState } from '@/features/manage-content/utils/resource-state';

/** /dashboard/sessions/{sessionId}/documents/{documentId}/edit — the document form, editing (SPEC §2, §5). */
export function EditDocumentRoute() {
  const { sessionId = '', documentId = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(managedDocumentQueryOptions(documentId));
  const document = resourceState(query);
  const listHref = paths.dashboard.sessionDocuments(sessionId);

  // A document reached through another session's address is not this session's to edit.
  if (
    document.status === 'not-found' ||
    (document.status === 'ready' && document.value.session_id !== sessionId)
  ) {
    return <DocumentNotFound backTo={listHref} />;
  }
  return (
    <div className="space-y-4">
      <BackLink to={listHref}>Retour aux documents de la session</BackLink>
      <DashboardPage
        title="Modifier le document"
        description={document.status === 'ready' ? `Session : ${document.value.session.title}` : undefined}
      >
        {document.status === 'error' ? (
          <ErrorBanner onRetry={() => void query.refetch()}>{DOCUMENT_MESSAGES.failedToLoad}</ErrorBanner>
        ) : document.status === 'loading' ? (
          <DocumentFormSkeleton />
        ) : (
          <DocumentForm
            key={document.value.id}
            sessionId={sessionId}
            document={document.value}
            cancelHref={listHref}
            onSaved={() => void navigate(listHref)}
          />
        )}
      </DashboardPage>
    </div>
  );
}
