import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { Session } from '@common/api-types';
import { CATALOGUE_EAGER_COVERS } from '@common/catalogue-preview';
import { LIMITS } from '@common/limits';
import { MESSAGES } from '@common/messages';
import { AnonymousBanner } from '@/components/anonymous-banner';
import { Head } from '@/components/seo/head';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { BookIcon, SearchIcon } from '@/components/ui/icons';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { showingCount } from '@/lib/format';
import { useCardFollows } from '@/api/follows';
import { publishedSessionsQuery, sessionTagsQuery } from '@/api/published-sessions';
import { useAuth } from '@/lib/auth/use-auth';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { useListFilters } from '@/hooks/use-list-filters';
import { BackToTopButton } from '@/features/sessions/components/back-to-top-button';
import { CatalogueTagPanel } from '@/features/sessions/components/catalogue-tag-panel';
import { SessionCard } from '@/features/sessions/components/session-card';
import { SessionCardSkeleton } from '@/components/sessions/session-card-skeleton';
import {
  addTag,
  CATALOGUE_SORT_OPTIONS,
  DEFAULT_FILTERS,
  hasActiveFilters,
  parseCatalogueQuery,
  toggleTag,
  withFilters,
} from '@/lib/catalogue-query';

const SKELETONS = 6;

// Loads when an image is opened: the first screen shows none.
const ImageViewer = lazy(() =>
  import('@/components/ui/image-viewer').then((module) => ({ default: module.ImageViewer })),
);

const CATALOGUE_PARAMS = { parse: parseCatalogueQuery, write: withFilters };

/**
 * SPEC §2 /sessions: the public catalogue of published sessions. Search, tags and sort live
 * in the address (?search=&tags=a,b&sort=) so that back/forward and shared links keep them;
 * the API searches (accent-insensitive), filters (ALL tags) and counts.
 */
export function SessionsRoute() {
  const { filters, searchText, setSearch, update, clear } = useListFilters(CATALOGUE_PARAMS);
  const catalogue = useInfiniteList(publishedSessionsQuery(filters));
  const { status: authStatus } = useAuth();
  const signedIn = authStatus === 'authenticated';
  const follows = useCardFollows(
    useMemo(() => catalogue.items.map((session) => session.id), [catalogue.items]),
    signedIn,
    LIMITS.catalogPageSize,
  );
  const tags = useQuery(sessionTagsQuery());
  const [panelOpen, setPanelOpen] = useState(() => filters.tags.length > 0);
  const [viewing, setViewing] = useState<Session | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const clearFilters = () => clear({ search: DEFAULT_FILTERS.search, tags: DEFAULT_FILTERS.tags });

  const filtered = hasActiveFilters(filters);
  // No 'Thématiques' panel (nor its button) without a published tag, unless the address selects one.
  const hasTagPanel = !(tags.isSuccess && tags.data.length === 0 && filters.tags.length === 0);
  const { status, items, lastPage, hasMore, loadingMore, loadMoreFailed, refreshing } = catalogue;
  const total = lastPage?.total ?? 0;
  const matched = lastPage?.matched ?? 0;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <Head
        title="Sessions"
        description="Le catalogue des sessions de formation Tremplin : idéation, développement produit, stratégie commerciale, financement."
      />
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Programme de formation</p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 scroll-mt-24 text-3xl font-bold tracking-tight text-stone-900 outline-none sm:text-4xl"
        >
          Sessions de formation
        </h1>
        <p className="mt-3 text-lg text-stone-700">
          Parcourez les sessions publiées du programme, de l&apos;idéation au financement, avec leurs modèles,
          guides et présentations.
        </p>
      </header>

      <div className="mt-8">
        <AnonymousBanner />
      </div>

      <div className="mt-8">
        <ListToolbar
          search={{
            value: searchText,
            onChange: setSearch,
            label: 'Rechercher une session',
            placeholder: 'Rechercher une session…',
          }}
          sort={{
            value: filters.sort,
            options: CATALOGUE_SORT_OPTIONS,
            onChange: (sort) => update({ sort }),
          }}
          filterPanel={
            hasTagPanel
              ? {
                  open: panelOpen,
                  onToggle: () => setPanelOpen((open) => !open),
                  testId: 'tag-filter-toggle',
                  badge:
                    filters.tags.length > 0 ? (
                      <>
                        {filters.tags.length}
                        <span className="sr-only">
                          {filters.tags.length > 1
                            ? ' thématiques sélectionnées'
                            : ' thématique sélectionnée'}
                        </span>
                      </>
                    ) : null,
                  content: (
                    <CatalogueTagPanel
                      tags={tags}
                      selected={filters.tags}
                      onToggle={(tag) => update({ tags: toggleTag(filters.tags, tag) })}
                      onClear={() => update({ tags: [] })}
                    />
                  ),
                }
              : undefined
          }
        />
      </div>

      <section aria-label="Sessions publiées" aria-busy={status === 'loading' || refreshing} className="mt-6">
        <div className="mb-4 flex min-h-9 flex-wrap items-center justify-between gap-3">
          {status === 'ready' ? (
            <p role="status" className="text-sm text-stone-700" data-testid="results-count">
              {showingCount(items.length, matched, 'sessions')}
            </p>
          ) : status === 'loading' ? (
            <Skeleton className="h-4 w-56" />
          ) : (
            <span />
          )}
          <div className="flex items-center gap-3">
            {refreshing ? <Spinner size="sm" label="Mise à jour des résultats" /> : null}
            {filtered ? (
              <button type="button" onClick={clearFilters} className={buttonClasses('ghost', 'sm')}>
                Effacer les filtres
              </button>
            ) : null}
          </div>
        </div>

        {status === 'loading' ? (
          <>
            <p className="sr-only" role="status">
              Chargement des sessions
            </p>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: SKELETONS }, (_, i) => (
                <SessionCardSkeleton key={i} />
              ))}
            </div>
          </>
        ) : null}

        {status === 'error' ? (
          <ErrorBanner onRetry={catalogue.retry}>{MESSAGES.failedToLoadSessions}</ErrorBanner>
        ) : null}

        {status === 'ready' && items.length === 0 ? (
          total === 0 ? (
            <EmptyState icon={<BookIcon className="size-10" />} title={MESSAGES.emptyPublishedSessions}>
              Revenez bientôt : de nouvelles sessions sont en préparation.
            </EmptyState>
          ) : (
            <EmptyState
              icon={<SearchIcon className="size-10" />}
              title={MESSAGES.emptyFilteredSessions}
              action={
                <button type="button" onClick={clearFilters} className={buttonClasses('primary', 'sm')}>
                  Effacer les filtres
                </button>
              }
            >
              Essayez un autre mot-clé ou retirez une thématique.
            </EmptyState>
          )
        ) : null}

        {status === 'ready' && items.length > 0 ? (
          <>
            <ul
              className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${refreshing ? 'opacity-60' : ''}`}
            >
              {items.map((session, index) => (
                <li key={session.id} className="flex">
                  <SessionCard
                    session={session}
                    priority={index < CATALOGUE_EAGER_COVERS}
                    selectedTags={filters.tags}
                    onTagClick={(tag) => {
                      update({ tags: addTag(filters.tags, tag) });
                      setPanelOpen(true);
                    }}
                    onViewImage={setViewing}
                    follows={signedIn ? follows : undefined}
                  />
                </li>
              ))}
            </ul>
            {loadMoreFailed ? (
              <div className="mt-6">
                <ErrorBanner onRetry={catalogue.loadMore}>{MESSAGES.failedToLoadSessions}</ErrorBanner>
              </div>
            ) : null}
            {hasMore ? (
              <div className="mt-10 flex justify-center">
                <button
                  type="button"
                  onClick={catalogue.loadMore}
                  disabled={loadingMore}
                  className={buttonClasses('secondary', 'lg')}
                >
                  {loadingMore ? <Spinner size="sm" label="Chargement de sessions supplémentaires" /> : null}
                  Charger plus
                </button>
              </div>
            ) : null}
            {items.length > LIMITS.backToTopAfterResults ? (
              <BackToTopButton focusTarget={headingRef} />
            ) : null}
          </>
        ) : null}
      </section>

      {viewing?.image_url ? (
        <Suspense fallback={null}>
          <ImageViewer
            src={viewing.image_url}
            alt={`Illustration de la session « ${viewing.title} »`}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
