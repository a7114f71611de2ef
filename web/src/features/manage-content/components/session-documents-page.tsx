import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DOCUMENT_MESSAGES, MESSAGES } from '@common/messages';
import type { DocumentCategory } from '@common/documents';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { FileIcon, PlusIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { pluralize } from '@/lib/format';
import { DashboardPage } from '@/components/layout/dashboard-page';
import type { DocumentSort } from '@/api/library';
import { useDocumentActions } from '@/hooks/use-document-actions';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { sessionDocumentsQueryOptions } from '@/features/manage-content/api/manage-documents';
import { managedSessionQueryOptions } from '@/features/manage-content/api/sessions-api';
import { resourceState } from '@/features/manage-content/utils/resource-state';
import { BackLink } from '@/components/ui/back-link';
import { DocumentFilters } from './document-filters';
import { DocumentListSkeleton } from './document-list-skeleton';
import { LoadMore } from './load-more';
import { ManagedDocumentList } from './managed-document-list';
import { SessionNotFound } from '@/components/sessions/session-not-found';

/**
 * /dashboard/sessions/{id}/documents (SPEC §2): one managed session's documents with search,
 * category filter and sort, download/preview, and the ways to add, edit and delete them.
 */
export function SessionDocumentsPage({ sessionId }: { sessionId: string }) {
  const sessionQuery = useQuery(managedSessionQueryOptions(sessionId));
  const session = resourceState(sessionQuery);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput);
  const [category, setCategory] = useState<DocumentCategory | null>(null);
  const [sort, setSort] = useState<DocumentSort>('newest');
  // While new filters load, the previous results stay on screen (dimmed), not a skeleton.
  const list = useInfiniteList(sessionDocumentsQueryOptions(sessionId, { search, category, sort }));
  const actions = useDocumentActions();

  // The session's answer decides (its documents are refused for the same reasons).
  if (session.status === 'not-found') return <SessionNotFound scope="dashboard" />;

  const filtered = search.trim() !== '' || category !== null;
  const knownCount = list.refreshing
    ? null
    : (list.lastPage?.matched ?? (!list.hasMore && list.status === 'ready' ? list.items.length : null));
  const addLink = (
    <Link to={paths.dashboard.newDocument(sessionId)} className={buttonClasses('primary')}>
      <PlusIcon className="size-4" />
      Ajouter un document
    </Link>
  );

  return (
    <div className="space-y-4">
      <BackLink to={paths.dashboard.session(sessionId)}>Retour à la session</BackLink>
      <DashboardPage
        title="Documents de la session"
        description={
          session.status === 'ready' ? (
            <span className="font-medium text-stone-800">{session.value.title}</span>
          ) : session.status === 'loading' ? (
            <Skeleton className="mt-1 h-5 w-64 max-w-full" />
          ) : null
        }
        actions={addLink}
      >
        {session.status === 'error' ? (
          <ErrorBanner onRetry={() => void sessionQuery.refetch()}>
            {MESSAGES.failedToLoadSession}
          </ErrorBanner>
        ) : null}
        <DocumentFilters
          search={searchInput}
          onSearchChange={setSearchInput}
          category={category}
          onCategoryChange={setCategory}
          sort={sort}
          onSortChange={setSort}
        />
        {actions.downloadMessage}
        <section
          aria-label="Documents"
          aria-busy={list.status === 'loading' || list.refreshing}
          className="space-y-3"
        >
          {knownCount !== null && list.status !== 'error' ? (
            <p className="text-sm text-stone-700" aria-live="polite">
              {pluralize(knownCount, 'document', 'documents')}
            </p>
          ) : null}
          {list.status === 'error' ? (
            <ErrorBanner onRetry={list.retry}>{DOCUMENT_MESSAGES.failedToLoad}</ErrorBanner>
          ) : list.status === 'loading' ? (
            <DocumentListSkeleton />
          ) : list.items.length === 0 ? (
            filtered ? (
              <EmptyState icon={<FileIcon className="size-10" />} title={DOCUMENT_MESSAGES.emptyFiltered}>
                Essayez une autre recherche ou une autre catégorie.
              </EmptyState>
            ) : (
              <EmptyState
                icon={<FileIcon className="size-10" />}
                title={DOCUMENT_MESSAGES.empty}
                action={addLink}
              >
                Ajoutez des guides, présentations ou exercices à cette session.
              </EmptyState>
            )
          ) : (
            <ManagedDocumentList
              documents={list.items}
              view="list"
              refreshing={list.refreshing}
              actions={actions}
            />
          )}
          <LoadMore list={list} />
        </section>
      </DashboardPage>
      {actions.previewElement}
    </div>
  );
}
