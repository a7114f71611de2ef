import { canManageContent } from '@common/roles';
import { DOCUMENT_MESSAGES } from '@common/messages';
import { EmptyState } from '@/components/ui/empty-state';
import { FileIcon } from '@/components/ui/icons';
import { ErrorBanner } from '@/components/ui/status-banner';
import { useListFilters } from '@/hooks/use-list-filters';
import { useAuth } from '@/lib/auth/use-auth';
import { pluralize } from '@/lib/format';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { dashboardDocumentsQueryOptions } from '@/api/dashboard';
import { useDocumentActions } from '@/hooks/use-document-actions';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { DocumentFilters } from '@/features/manage-content/components/document-filters';
import { DocumentListSkeleton } from '@/features/manage-content/components/document-list-skeleton';
import { StatsGrid } from '@/features/manage-content/components/document-stats';
import { ManagedDocumentList } from '@/features/manage-content/components/managed-document-list';
import { LoadMore } from '@/features/manage-content/components/load-more';
import {
  parseDocumentListFilters,
  withDocumentListFilters,
} from '@/features/manage-content/utils/document-list-filters';

const DOCUMENT_LIST_PARAMS = { parse: parseDocumentListFilters, write: withDocumentListFilters };

/**
 * /dashboard/documents (SPEC §2): every document for editors and admins, those of one's own
 * sessions for users (the API decides), with figures, search, category, sort, grid or list,
 * download and PDF preview, and links to each document's session in the dashboard.
 */
export function DashboardDocumentsRoute() {
  const { user } = useAuth();
  const { filters, searchText, setSearch, update } = useListFilters(DOCUMENT_LIST_PARAMS);
  const { search, category, sort, view } = filters;
  // While new filters load, the previous results stay on screen (dimmed), not a skeleton.
  const list = useInfiniteList(dashboardDocumentsQueryOptions({ search, category, sort }));
  const actions = useDocumentActions();
  // Over every document the caller may see (not the filters): kept while new filters load.
  const totals = list.lastPage?.totals ?? null;
  const knownCount = list.refreshing
    ? null
    : (list.lastPage?.matched ?? (!list.hasMore && list.status === 'ready' ? list.items.length : null));
  const filtered = search.trim() !== '' || category !== null;

  return (
    <DashboardPage
      title="Documents"
      description={
        user && canManageContent(user.role)
          ? 'Tous les documents des sessions de la plateforme.'
          : 'Les documents de vos sessions.'
      }
    >
      {/* The list's answer carries the totals (over every document the caller may see); a failed
          load shows one error, under the filters. */}
      {list.status === 'error' && !totals ? null : (
        <section aria-label="Statistiques des documents">
          <StatsGrid stats={totals} />
        </section>
      )}

      <DocumentFilters
        search={searchText}
        onSearchChange={setSearch}
        category={category}
        onCategoryChange={(value) => update({ category: value })}
        sort={sort}
        onSortChange={(value) => update({ sort: value })}
        // The layout is not a filter: switching it replaces the entry.
        view={{ value: view, onChange: (value) => update({ view: value }, { replace: true }) }}
      />
      {actions.downloadMessage}

      <section
        aria-label="Liste des documents"
        aria-busy={list.status === 'loading' || list.refreshing}
        className="space-y-3"
      >
        {knownCount !== null && list.status !== 'error' ? (
          <p className="text-sm text-stone-700" aria-live="polite">
            {pluralize(knownCount, 'document', 'documents')}
            {filtered ? ' correspondant à vos critères' : ''}
          </p>
        ) : null}
        {list.status === 'error' ? (
          <ErrorBanner onRetry={list.retry}>{DOCUMENT_MESSAGES.failedToLoad}</ErrorBanner>
        ) : list.status === 'loading' ? (
          <DocumentListSkeleton view={view} count={6} />
        ) : list.items.length === 0 ? (
          <EmptyState icon={<FileIcon className="size-10" />} title={DOCUMENT_MESSAGES.emptyDashboard}>
            {filtered
              ? 'Essayez une autre recherche ou une autre catégorie.'
              : 'Les documents ajoutés à vos sessions apparaîtront ici.'}
          </EmptyState>
        ) : (
          <ManagedDocumentList
            documents={list.items}
            view={view}
            refreshing={list.refreshing}
            actions={actions}
          />
        )}
        <LoadMore list={list} />
      </section>
      {actions.previewElement}
    </DashboardPage>
  );
}
