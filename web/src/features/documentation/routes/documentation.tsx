import { useState } from 'react';
import { DOCUMENT_MESSAGES } from '@common/messages';
import { AnonymousBanner } from '@/components/anonymous-banner';
import { Head } from '@/components/seo/head';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { FileIcon, SearchIcon } from '@/components/ui/icons';
import { ErrorBanner } from '@/components/ui/status-banner';
import { showingCount } from '@/lib/format';
import { DocumentCard } from '@/components/documents/document-card';
import { useDocumentActions } from '@/hooks/use-document-actions';
import { DocumentCardSkeleton } from '@/features/documentation/components/document-card-skeleton';
import { LibraryStats, type LibraryCounts } from '@/features/documentation/components/library-stats';
import { CategoryFilter } from '@/features/documentation/components/category-filter';
import { DocumentList } from '@/features/documentation/components/document-list';
import { PromoBlocks } from '@/features/documentation/components/promo-blocks';
import {
  isFiltered,
  LIBRARY_SORT_OPTIONS,
  parseLibraryFilters,
  withLibraryFilters,
} from '@/features/documentation/utils/library-filters';
import { libraryQuery } from '@/api/library';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { useListFilters } from '@/hooks/use-list-filters';
import { ListToolbar } from '@/components/ui/list-toolbar';

const SKELETON_COUNT = 6;

const LIBRARY_PARAMS = { parse: parseLibraryFilters, write: withLibraryFilters };

/** /documentation — the public resource library (SPEC §2). */
export function DocumentationRoute() {
  const { filters, searchText, setSearch, update, clear } = useListFilters(LIBRARY_PARAMS);
  const [panelOpen, setPanelOpen] = useState(filters.category !== null);
  // This page's choices replace the entry (back leaves the library), as they always have.
  const replace = { replace: true };

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

  const clearAll = () => clear({ search: '', category: null }, replace);

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
        <ListToolbar
          search={{
            value: searchText,
            onChange: setSearch,
            label: 'Rechercher un document',
            placeholder: 'Titre, description ou session…',
          }}
          sort={{
            value: filters.sort,
            options: LIBRARY_SORT_OPTIONS,
            onChange: (sort) => update({ sort }, replace),
          }}
          filterPanel={{
            open: panelOpen,
            onToggle: () => setPanelOpen((open) => !open),
            badge: filters.category ? 'Filtré' : null,
            content: (
              <CategoryFilter
                value={filters.category}
                counts={counts}
                onChange={(category) => update({ category }, replace)}
              />
            ),
          }}
          view={{ value: filters.view, onChange: (view) => update({ view }, replace) }}
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
