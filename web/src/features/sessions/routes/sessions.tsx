import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Session } from '../../../../../common/api-types';
import { CATALOGUE_EAGER_COVERS } from '../../../../../common/catalogue-preview';
import { LIMITS } from '../../../../../common/limits';
import { MESSAGES } from '../../../../../common/messages';
import { AnonymousBanner } from '../../../components/anonymous-banner';
import { Head } from '../../../components/seo/head';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { BookIcon, FilterIcon, SearchIcon } from '../../../components/ui/icons';
import { SearchField } from '../../../components/ui/search-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorBanner } from '../../../components/ui/status-banner';
import { TagFilter } from '../../../components/ui/tag-filter';
import { showingCount } from '../../../lib/format';
import { publishedSessionsQuery, sessionTagsQuery } from '../../../api/published-sessions';
import { useInfiniteList } from '../../../hooks/use-infinite-list';
import { BackToTopButton } from '../components/back-to-top-button';
import { SessionCard } from '../components/session-card';
import { SessionCardSkeleton } from '../../../components/sessions/session-card-skeleton';
import {
  addTag,
  CATALOGUE_SORT_LABELS,
  CATALOGUE_SORTS,
  DEFAULT_FILTERS,
  hasActiveFilters,
  parseCatalogueQuery,
  toggleTag,
  withFilters,
  type CatalogueFilters,
  type CatalogueSort,
} from '../../../lib/catalogue-query';
import { SEARCH_DEBOUNCE_MS } from '../../../hooks/use-debounced-value';

const SKELETONS = 6;

// Loads when an image is opened: the first screen shows none.
const ImageViewer = lazy(() =>
  import('../../../components/ui/image-viewer').then((module) => ({ default: module.ImageViewer })),
);

/**
 * The search box's text while it differs from the address: `base` is the address's search it
 * was typed over, so a back/forward navigation (which changes the address) wins over it.
 */
interface SearchDraft {
  text: string;
  base: string;
}

/**
 * SPEC §2 /sessions: the public catalogue of published sessions. Search, tags and sort live
 * in the address (?search=&tags=a,b&sort=) so that back/forward and shared links keep them;
 * the API searches (accent-insensitive), filters (ALL tags) and counts.
 */
export function SessionsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseCatalogueQuery(searchParams);
  const catalogue = useInfiniteList(publishedSessionsQuery(filters));
  const tags = useQuery(sessionTagsQuery());
  const [panelOpen, setPanelOpen] = useState(() => filters.tags.length > 0);
  const [viewing, setViewing] = useState<Session | null>(null);
  const [draft, setDraft] = useState<SearchDraft | null>(null);
  const searchTimer = useRef<number | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const sortId = useId();

  useEffect(() => {
    const timer = searchTimer;
    return () => window.clearTimeout(timer.current);
  }, []);

  const searchText = draft && draft.base === filters.search ? draft.text : filters.search;

  const update = (patch: Partial<CatalogueFilters>, replace = false) =>
    setSearchParams((prev) => withFilters(prev, { ...parseCatalogueQuery(prev), ...patch }), { replace });

  const onSearchChange = (text: string) => {
    const base = filters.search;
    setDraft({ text, base });
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => {
      const committed = text.trim();
      // Replace, not push: one history entry per search, not one per pause in typing.
      setSearchParams(
        (prev) => {
          const current = parseCatalogueQuery(prev);
          // The address moved on meanwhile (back/forward): leave it be.
          if (current.search !== base) return prev;
          return withFilters(prev, { ...current, search: committed });
        },
        { replace: true },
      );
      setDraft((current) => (current?.text === text ? { text, base: committed } : current));
    }, SEARCH_DEBOUNCE_MS);
  };

  const clearFilters = () => {
    window.clearTimeout(searchTimer.current);
    setDraft(null);
    update({ search: DEFAULT_FILTERS.search, tags: DEFAULT_FILTERS.tags });
  };

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

      <search className="mt-8 block rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <SearchField
            value={searchText}
            onChange={onSearchChange}
            label="Rechercher une session"
            placeholder="Rechercher une session…"
            className="flex-1"
          />
          <div className="flex gap-3">
            <div className="flex min-w-0 flex-1 items-center gap-2 md:flex-none">
              <label
                htmlFor={sortId}
                className="sr-only shrink-0 text-sm font-medium text-stone-700 sm:not-sr-only"
              >
                Trier par
              </label>
              <select
                id={sortId}
                value={filters.sort}
                onChange={(event) => update({ sort: event.target.value as CatalogueSort })}
                className="min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm md:w-auto"
              >
                {CATALOGUE_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {CATALOGUE_SORT_LABELS[sort]}
                  </option>
                ))}
              </select>
            </div>
            {hasTagPanel ? (
              <button
                type="button"
                aria-expanded={panelOpen}
                aria-controls={panelId}
                onClick={() => setPanelOpen((open) => !open)}
                data-testid="tag-filter-toggle"
                className={buttonClasses(panelOpen ? 'primary' : 'secondary', 'md', 'shrink-0')}
              >
                <FilterIcon className="size-4" />
                Filtres
                {filters.tags.length > 0 ? (
                  <span
                    className={`inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-bold ${
                      panelOpen ? 'bg-white text-brand-800' : 'bg-brand-700 text-white'
                    }`}
                  >
                    {filters.tags.length}
                    <span className="sr-only">
                      {filters.tags.length > 1 ? ' thématiques sélectionnées' : ' thématique sélectionnée'}
                    </span>
                  </span>
                ) : null}
              </button>
            ) : null}
          </div>
        </div>
        {hasTagPanel ? (
          <div id={panelId} hidden={!panelOpen} className="mt-4 border-t border-stone-100 pt-4">
            <h2 className="mb-3 text-sm font-semibold text-stone-900">
              Thématiques <span className="font-normal text-stone-600">(toutes doivent être présentes)</span>
            </h2>
            {tags.isPending ? (
              <div className="flex flex-wrap gap-2" aria-hidden="true">
                {Array.from({ length: 8 }, (_, i) => (
                  <Skeleton key={i} className="h-9 w-24 rounded-full" />
                ))}
              </div>
            ) : tags.isError ? (
              <ErrorBanner onRetry={() => void tags.refetch()}>
                Les thématiques n&apos;ont pas pu être chargées.
              </ErrorBanner>
            ) : (
              <TagFilter
                tags={tags.data}
                selected={filters.tags}
                visible={LIMITS.tagsShownInFilter}
                onToggle={(tag) => update({ tags: toggleTag(filters.tags, tag) })}
                onClear={() => update({ tags: [] })}
              />
            )}
          </div>
        ) : null}
      </search>

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
