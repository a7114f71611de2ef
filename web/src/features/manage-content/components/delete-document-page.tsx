import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DOCUMENT_MESSAGES } from '@common/messages';
import { formatFileSize } from '@common/uploads';
import { buttonClasses } from '@/components/ui/button-styles';
import { TrashIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { pluralize } from '@/lib/format';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { CategoryBadge, CategoryIcon } from '@/components/documents/category-badge';
import {
  isGone,
  managedDocumentQueryOptions,
  useDeleteDocument,
} from '@/features/manage-content/api/manage-documents';
import { resourceState } from '@/features/manage-content/utils/resource-state';
import { BackLink } from '@/components/ui/back-link';
import { DocumentNotFound } from './document-not-found';

/**
 * The screen the documents list's Supprimer leads to: what will be deleted (title, session),
 * 'Supprimer' to confirm, 'Annuler' to go back. Deleting removes the file too.
 */
export function DeleteDocumentPage() {
  const { sessionId = '', documentId = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(managedDocumentQueryOptions(documentId));
  const document = resourceState(query);
  const remove = useDeleteDocument();
  // Still deleting once deleted: the button stays busy until the list opens.
  const deleting = remove.isPending || remove.isSuccess;
  const listHref = paths.dashboard.sessionDocuments(sessionId);

  if (
    document.status === 'not-found' ||
    (document.status === 'ready' && document.value.session_id !== sessionId)
  ) {
    return <DocumentNotFound backTo={listHref} />;
  }

  const confirm = () => {
    if (deleting || document.status !== 'ready') return;
    const back = () => void navigate(listHref, { replace: true });
    remove.mutate(document.value, {
      onSuccess: back,
      // Already gone (deleted meanwhile, elsewhere): the list is where the editor wanted to be.
      onError: (error) => {
        if (isGone(error)) back();
        else console.error('[documents] delete failed', error);
      },
    });
  };

  return (
    <div className="space-y-4">
      <BackLink to={listHref}>Retour aux documents de la session</BackLink>
      <DashboardPage title="Supprimer le document">
        {remove.isError && !isGone(remove.error) ? (
          <ErrorBanner>{DOCUMENT_MESSAGES.failedToDelete}</ErrorBanner>
        ) : null}
        {document.status === 'error' ? (
          <ErrorBanner onRetry={() => void query.refetch()}>{DOCUMENT_MESSAGES.failedToLoad}</ErrorBanner>
        ) : (
          <section
            aria-labelledby="delete-document-question"
            aria-busy={document.status === 'loading'}
            className="space-y-5 rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6"
          >
            {document.status === 'loading' ? (
              <div className="flex items-center gap-4">
                <Skeleton className="size-11 rounded-lg" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-4 w-1/2" />
                </div>
              </div>
            ) : (
              <div className="flex items-start gap-4">
                <CategoryIcon category={document.value.category} className="size-11" />
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold text-stone-900" data-testid="document-title">
                      {document.value.title}
                    </p>
                    <CategoryBadge category={document.value.category} />
                  </div>
                  <p className="text-sm text-stone-700">
                    Session :{' '}
                    <Link
                      to={paths.dashboard.session(document.value.session_id)}
                      className="font-medium text-brand-700 hover:text-brand-900 hover:underline"
                    >
                      {document.value.session.title}
                    </Link>
                  </p>
                  <p className="text-xs text-stone-600">
                    {document.value.type.toUpperCase()} · {formatFileSize(document.value.size)} ·{' '}
                    {pluralize(document.value.downloads_count, 'téléchargement', 'téléchargements')}
                  </p>
                </div>
              </div>
            )}
            <p id="delete-document-question" className="text-stone-800">
              Voulez-vous vraiment supprimer ce document ? Son fichier sera supprimé définitivement et il ne
              sera plus proposé aux participants.
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Link to={listHref} className={buttonClasses('secondary')}>
                Annuler
              </Link>
              <button
                type="button"
                onClick={confirm}
                disabled={document.status !== 'ready' || deleting}
                className={buttonClasses('danger')}
              >
                <TrashIcon className="size-4" />
                {deleting ? 'Suppression…' : 'Supprimer'}
              </button>
            </div>
          </section>
        )}
      </DashboardPage>
    </div>
  );
}
