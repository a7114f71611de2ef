import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DocumentCategory } from '../../../../../common/documents';
import { DOCUMENT_MESSAGES } from '../../../../../common/messages';
import { AnonymousBanner } from '../../../components/anonymous-banner';
import { Head } from '../../../components/seo/head';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { FileIcon, SearchIcon } from '../../../components/ui/icons';
import { ErrorBanner } from '../../../components/ui/status-banner';
import { showingCount } from '../../../lib/format';
import { DocumentCard } from '../../../components/documents/document-card';
import { useDocumentActions } from '../../../hooks/use-document-actions';
import { DocumentCardSkeleton } from '../components/document-card-skeleton';
import { LibraryStats, type LibraryCounts } from '../components/library-stats';
import { LibraryToolbar } from '../components/library-toolbar';
import { PromoBlocks } from '../components/promo-blocks';
import {
  isFiltered,
  parseLibraryFilters,
  withLibraryFilters,
  type LibraryFilters,
} from '../utils/library-filters';
import { libraryQuery } from '../../../api/library';
import { SEARCH_DEBOUNCE_MS } from '../../../hooks/use-debounced-value';
import { useInfiniteList } from '../../../hooks/use-infinite-list';

const SKELETON_COUNT = 6;

/** /documentation — the public resource library (SPEC §2). */
export function DocumentationRoute() {
  const [params, setParams] = useSearchParams();
  const filters = parseLibraryFilters(params);
  const [panelOpen, setPanelOpen] = useState(filters.category !== null);

  // The box answers each keystroke; the address (hence the request) follows once typing settles.
  // `syncedSearch` is the address's search as last seen: whenever the address changes (our own
  // write, clear-all, back button), the box follows it. Only the address is ever written, so
  // the two cannot disagree while the router catches up.
  const [searchInput, setSearchInput] = useState(filters.search);
  const [syncedSearch, setSyncedSearch] = useState(filters.search);
  if (filters.search !== syncedSearch) {
    setSyncedSearch(filters.search);
    setSearchInput(filters.search);
  }

  const update = useCallback(
    (change: Partial<LibraryFilters>) =>
      setParams((current) => withLibraryFilters(current, { ...parseLibraryFilters(current), ...change }), {
        replace: true,
      }),
    [setParams],
  );

  useEffect(() => {
    if (searchInput === syncedSearch) return;
    const timer = window.setTimeout(() => update({ search: searchInput }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchInput, syncedSearch, update]);

  const library = useInfiniteList(
    libraryQuery({ search: filters.search, category: filters.category, sort: filters.sort }),
  );
  // Every page carries them; the previous request's stay on screen while new filters load.
  const counts: LibraryCounts | null = library.lastPage
    ? { total: library.lastPage.total, byCategory: library.lastPage.by_category }
    : null;
  // New filters show skeletons (the previous documents do not match them).
  const status = library.refreshing ? 'loading' : library.status;
  const actions = useDocumentActions();
  const filtered = isFiltered(filters);

  const clearAll = () => update({ search: '', category: null });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <Head
        title="Documentation"
        description="Présentations, guides et exercices de toutes les sessions publiées du programme Tremplin."
      />
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Bibliothèque</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Documentation</h1>
        <p className="mt-4 text-lg text-stone-700">
          Présentations, guides et exercices de toutes les sessions publiées, réunis dans une même
          bibliothèque.
        </p>
      </header>

      <div className="mt-8">
        <LibraryStats counts={counts} />
      </div>

      <div className="mt-8 empty:hidden">
        <AnonymousBanner />
      </div>

      <section aria-label="Documents" className="mt-8 flex flex-col gap-5">
        <LibraryToolbar
          searchInput={searchInput}
          onSearchChange={setSearchInput}
          filters={filters}
          counts={counts}
          panelOpen={panelOpen}
          onTogglePanel={() => setPanelOpen((open) => !open)}
          onCategoryChange={(category: DocumentCategory | null) => update({ category })}
          onSortChange={(sort) => update({ sort })}
          onViewChange={(view) => update({ view })}
        />

        <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-stone-700">
            {status === 'ready' && library.lastPage
              ? showingCount(library.items.length, library.lastPage.matched, 'documents')
              : null}
          </p>
          {filtered ? (
            <button type="button" onClick={clearAll} className={buttonClasses('ghost', 'sm')}>
              Effacer les filtres
            </button>
          ) : null}
        </div>

        {actions.downloadMessage}

        {status === 'error' ? (
          <ErrorBanner onRetry={library.retry}>{DOCUMENT_MESSAGES.failedToLoad}</ErrorBanner>
        ) : status === 'loading' ? (
          <DocumentList view={filters.view} busy>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li key={index}>
                <DocumentCardSkeleton view={filters.view} />
              </li>
            ))}
          </DocumentList>
        ) : library.items.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={<SearchIcon className="size-10" />}
              title="Aucun document ne correspond à vos critères"
              action={
                <button type="button" onClick={clearAll} className={buttonClasses('secondary', 'sm')}>
                  Effacer les filtres
                </button>
              }
            >
              Essayez un autre mot-clé ou une autre catégorie.
            </EmptyState>
          ) : (
            <EmptyState
              icon={<FileIcon className="size-10" />}
              title="Aucun document n'est disponible actuellement"
            >
              Les documents apparaîtront ici dès qu&apos;une session sera publiée.
            </EmptyState>
          )
        ) : (
          <>
            <DocumentList view={filters.view}>
              {library.items.map((document) => (
                <li key={document.id}>
                  <DocumentCard
                    document={document}
                    view={filters.view}
                    signedIn={actions.signedIn}
                    downloading={actions.downloadingId === document.id}
                    onDownload={(doc) => void actions.download(doc)}
                    onPreview={actions.openPreview}
                  />
                </li>
              ))}
            </DocumentList>
            {library.hasMore || library.loadMoreFailed ? (
              <div className="flex flex-col items-center gap-3">
                {library.loadMoreFailed ? (
                  <p role="alert" className="text-sm text-red-800">
                    Le chargement a échoué. Veuillez réessayer.
                  </p>
                ) : null}
                <button
                  type="button"
                  onClick={library.loadMore}
                  disabled={library.loadingMore}
                  className={buttonClasses('secondary')}
                >
                  {library.loadingMore ? 'Chargement…' : 'Charger plus'}
                </button>
              </div>
            ) : null}
          </>
        )}
      </section>

      <PromoBlocks signedIn={actions.signedIn} />
      {actions.previewElement}
    </div>
  );
}

function DocumentList({
  view,
  busy = false,
  children,
}: {
  view: LibraryFilters['view'];
  busy?: boolean;
  children: React.ReactNode;
}) {
  return (
    <ul
      aria-busy={busy || undefined}
      aria-label={busy ? 'Chargement des documents' : undefined}
      data-view={view}
      data-testid="document-list"
      className={view === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-3'}
    >
      {children}
    </ul>
  );
}
