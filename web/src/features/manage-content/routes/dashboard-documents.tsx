import { useState, type ReactNode } from 'react';
import { canManageContent } from '../../../../../common/roles';
import type { DocumentTotals } from '../../../../../common/api-types';
import { DOCUMENT_MESSAGES } from '../../../../../common/messages';
import type { DocumentCategory } from '../../../../../common/documents';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  BookIcon,
  ClipboardIcon,
  DownloadIcon,
  FileIcon,
  FolderIcon,
  PresentationIcon,
} from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorBanner } from '../../../components/ui/status-banner';
import { ViewToggle, type ViewMode } from '../../../components/ui/view-toggle';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatNumber, pluralize } from '../../../lib/format';
import { DashboardPage } from '../../../components/layout/dashboard-page';
import { dashboardDocumentsQueryOptions } from '../../../api/dashboard';
import type { DocumentSort } from '../../../api/library';
import { useDocumentActions } from '../../../hooks/use-document-actions';
import { useInfiniteList } from '../../../hooks/use-infinite-list';
import { DocumentFilters } from '../components/document-filters';
import { DocumentListSkeleton } from '../components/document-list-skeleton';
import { ManagedDocumentList } from '../components/managed-document-list';
import { LoadMore } from '../components/load-more';

function StatCard({
  label,
  value,
  icon,
  tone,
}: {
  label: string;
  value: number | null;
  icon: ReactNode;
  tone: string;
}) {
  return (
    // dt and dd sit right under the div (the only wrapper a <dl> allows); the grid places them.
    <div className="grid grid-cols-[auto_1fr] items-center rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:gap-x-3 sm:p-4">
      <dt className="contents">
        <span
          className={`row-span-2 hidden size-10 shrink-0 items-center justify-center rounded-lg sm:inline-flex ${tone}`}
          aria-hidden="true"
        >
          {icon}
        </span>
        <span className="col-start-2 min-w-0 text-xs font-medium text-stone-600">{label}</span>
      </dt>
      <dd className="col-start-2 min-w-0 text-xl font-bold text-stone-900 tabular-nums">
        {value === null ? <Skeleton className="mt-1 h-6 w-12" /> : formatNumber(value)}
      </dd>
    </div>
  );
}

function StatsGrid({ stats }: { stats: DocumentTotals | null }) {
  const cards: { label: string; value: (s: DocumentTotals) => number; icon: ReactNode; tone: string }[] = [
    {
      label: 'Documents',
      value: (s) => s.documents,
      icon: <FolderIcon className="size-5" />,
      tone: 'bg-brand-100 text-brand-900',
    },
    {
      label: 'Téléchargements',
      value: (s) => s.downloads,
      icon: <DownloadIcon className="size-5" />,
      tone: 'bg-amber-100 text-amber-900',
    },
    {
      label: 'Présentations',
      value: (s) => s.byCategory.presentation,
      icon: <PresentationIcon className="size-5" />,
      tone: 'bg-sky-100 text-sky-900',
    },
    {
      label: 'Guides',
      value: (s) => s.byCategory.guide,
      icon: <BookIcon className="size-5" />,
      tone: 'bg-emerald-100 text-emerald-900',
    },
    {
      label: 'Exercices',
      value: (s) => s.byCategory.exercise,
      icon: <ClipboardIcon className="size-5" />,
      tone: 'bg-violet-100 text-violet-900',
    },
    {
      label: 'Autres',
      value: (s) => s.byCategory.other + s.byCategory.none,
      icon: <FileIcon className="size-5" />,
      tone: 'bg-stone-100 text-stone-800',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="document-stats">
      {cards.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          value={stats ? card.value(stats) : null}
          icon={card.icon}
          tone={card.tone}
        />
      ))}
    </dl>
  );
}

/**
 * /dashboard/documents (SPEC §2): every document for editors and admins, those of one's own
 * sessions for users (the API decides), with figures, search, category, sort, grid or list,
 * download and PDF preview, and links to each document's session in the dashboard.
 */
export function DashboardDocumentsRoute() {
  const { user } = useAuth();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput);
  const [category, setCategory] = useState<DocumentCategory | null>(null);
  const [sort, setSort] = useState<DocumentSort>('newest');
  const [view, setView] = useState<ViewMode>('grid');
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
        search={searchInput}
        onSearchChange={setSearchInput}
        category={category}
        onCategoryChange={setCategory}
        sort={sort}
        onSortChange={setSort}
        extra={<ViewToggle value={view} onChange={setView} />}
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
