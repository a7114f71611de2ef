import { BackLink } from '@/components/ui/back-link';
import { Link, useNavigate } from 'react-router-dom';
import type { Session } from '@common/api-types';
import { DOCUMENT_MESSAGES, MESSAGES } from '@common/messages';
import { canManageContent } from '@common/roles';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { EditIcon, EyeIcon, FileIcon, LinkIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { StatusBadge } from '@/components/ui/status-badge';
import { TagChips } from '@/components/ui/tag-chips';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDateTime, pluralize } from '@/lib/format';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { ManageDocumentActions } from './manage-document-actions';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { DocumentCard } from '@/components/documents/document-card';
import { SessionDates } from '@/components/sessions/session-dates';
import { useDocumentActions } from '@/hooks/use-document-actions';
import { sessionDocumentsQueryOptions } from '@/features/manage-content/api/manage-documents';
import { useDeleteSession } from '@/features/manage-content/api/sessions-api';
import { OtherEditorBadge } from './manage-session-card';
import { SessionCover } from './session-cover';
import { isOtherEditorSession } from '@/features/manage-content/utils/session-list';

/** The way back to the list, under the page's title. */
export const BACK = <BackLink to={paths.dashboard.sessions}>Retour aux sessions</BackLink>;

/** The overview lists the session's documents newest first, unfiltered (the documents page filters). */
const ALL_NEWEST = { search: '', category: null, sort: 'newest' } as const;

/** One managed session with its documents, its links and its delete. */
export function SessionOverview({ session }: { session: Session }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  // Adding documents, publishing and deleting are the editors' (SPEC §6); an owner who is a user reads and edits.
  const canManage = user ? canManageContent(user.role) : false;
  const documents = useInfiniteList(sessionDocumentsQueryOptions(session.id, ALL_NEWEST));
  const actions = useDocumentActions();
  const remove = useDeleteSession();

  function onDelete() {
    // SPEC §2: this page confirms with the browser's own dialog, in the spec's words.
    if (!window.confirm(MESSAGES.confirmDeleteSession)) return;
    remove.mutate(session, { onSuccess: () => void navigate(paths.dashboard.sessions) });
  }

  return (
    <DashboardPage
      title={session.title}
      description={BACK}
      actions={
        <>
          <Link to={paths.dashboard.editSession(session.id)} className={buttonClasses('primary', 'sm')}>
            <EditIcon className="size-4" />
            Modifier
          </Link>
          <Link
            to={paths.dashboard.sessionDocuments(session.id)}
            className={buttonClasses('secondary', 'sm')}
          >
            <FileIcon className="size-4" />
            Documents
          </Link>
          {canManage ? (
            <Link to={paths.dashboard.newDocument(session.id)} className={buttonClasses('secondary', 'sm')}>
              <PlusIcon className="size-4" />
              Ajouter un document
            </Link>
          ) : null}
          {session.status === 'published' ? (
            <Link to={paths.session(session.id)} className={buttonClasses('secondary', 'sm')}>
              <LinkIcon className="size-4" />
              Public
            </Link>
          ) : null}
          {canManage ? (
            <button
              type="button"
              onClick={onDelete}
              disabled={remove.isPending || remove.isSuccess}
              className={buttonClasses('danger', 'sm')}
            >
              <TrashIcon className="size-4" />
              {remove.isPending || remove.isSuccess ? 'Suppression…' : 'Supprimer'}
            </button>
          ) : null}
        </>
      }
    >
      {remove.isError ? <ErrorBanner>{MESSAGES.failedToDeleteSession}</ErrorBanner> : null}

      <article className="grid gap-6 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SessionCover
          cover={session}
          sizes="overview"
          eager
          className="aspect-[2/1] lg:aspect-auto lg:min-h-64"
        />
        <div className="space-y-4 p-5 lg:py-6 lg:pr-6 lg:pl-0">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={session.status} />
            {isOtherEditorSession(session, user?.id) ? <OtherEditorBadge /> : null}
          </div>
          <SessionDates session={session} format={formatDateTime} itemClassName="flex items-center gap-2">
            <div className="flex items-center gap-2">
              <EyeIcon className="size-4 text-stone-500" />
              <dt className="sr-only">Vues</dt>
              <dd>{pluralize(session.views_count, 'vue', 'vues')}</dd>
            </div>
          </SessionDates>
          {session.tags.length > 0 ? (
            <div>
              <h2 className="text-sm font-semibold text-stone-900">Thématiques</h2>
              <div className="mt-1.5">
                <TagChips tags={session.tags} max={session.tags.length} />
              </div>
            </div>
          ) : null}
          <div>
            <h2 className="text-sm font-semibold text-stone-900">Description</h2>
            <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line text-stone-700">
              {session.description || 'Aucune description.'}
            </p>
          </div>
        </div>
      </article>

      <section
        aria-labelledby="session-documents"
        aria-busy={documents.status === 'loading'}
        className="space-y-3"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="session-documents" className="text-lg font-semibold text-stone-900">
            Documents
            {documents.status === 'ready' ? (
              <span className="ml-2 text-sm font-normal text-stone-600">
                ({documents.items.length}
                {documents.hasMore ? '+' : ''})
              </span>
            ) : null}
          </h2>
          <Link to={paths.dashboard.newDocument(session.id)} className={buttonClasses('ghost', 'sm')}>
            <PlusIcon className="size-4" />
            Ajouter un document
          </Link>
        </div>
        {actions.downloadMessage}
        {documents.status === 'error' ? (
          <ErrorBanner onRetry={documents.retry}>{DOCUMENT_MESSAGES.failedToLoad}</ErrorBanner>
        ) : documents.status === 'loading' ? (
          <div className="space-y-3">
            <p className="sr-only" role="status">
              Chargement des documents…
            </p>
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </div>
        ) : documents.items.length === 0 ? (
          <EmptyState icon={<FileIcon className="size-10" />} title={DOCUMENT_MESSAGES.empty}>
            Ajoutez des modèles, guides, présentations ou exercices à cette session.
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {documents.items.map((document) => (
              <li key={document.id}>
                <DocumentCard
                  document={document}
                  view="list"
                  signedIn={actions.signedIn}
                  downloading={actions.downloadingId === document.id}
                  onDownload={(d) => void actions.download(d)}
                  onPreview={(d) => void actions.openPreview(d)}
                  sessionHref={(id) => paths.dashboard.session(id)}
                  extraActions={<ManageDocumentActions document={document} />}
                />
              </li>
            ))}
          </ul>
        )}
        <LoadMoreFooter
          list={{ ...documents, hasMore: documents.status === 'ready' && documents.hasMore }}
          failedText={DOCUMENT_MESSAGES.failedToLoad}
        />
      </section>
      {actions.previewElement}
    </DashboardPage>
  );
}
