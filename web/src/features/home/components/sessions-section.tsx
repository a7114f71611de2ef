import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CatalogPage, Session } from '@common/api-types';
import { LIMITS } from '@common/limits';
import { MESSAGES } from '@common/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowRightIcon, BookIcon, ChevronDownIcon, FilterIcon, SearchIcon } from '@/components/ui/icons';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { TagFilter } from '@/components/ui/tag-filter';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { showingCount } from '@/lib/format';
import { sessionTagsQuery } from '@/api/published-sessions';
import type { InfiniteList } from '@/hooks/use-infinite-list';
import { SESSIONS_SECTION_ID } from './floating-actions';
import { SessionCardSkeleton } from '@/components/sessions/session-card-skeleton';
import { HomeSessionCard } from './home-session-card';

/** Cards that load their cover eagerly: the first row on a wide screen. */
const EAGER_CARDS = 3;

/**
 * SPEC §2 Home, the featured sessions (anchor `#sessions`): search on title and description,
 * ALL-of tag filter, 'Affichage de X sur Y sessions', cards, both empty states and the call
 * to action for signed-in users or visitors.
 */
export function SessionsSection({
  catalogue,
  search,
  onSearchChange,
  selectedTags,
  onToggleTag,
  onClearTags,
  onClearFilters,
  onPreview,
  onViewImage,
}: {
  catalogue: InfiniteList<CatalogPage>;
  search: string;
  onSearchChange: (value: string) => void;
  selectedTags: readonly string[];
  onToggleTag: (tag: string) => void;
  onClearTags: () => void;
  onClearFilters: () => void;
  onPreview: (session: Session) => void;
  onViewImage: (session: Session) => void;
}) {
  const { status: authStatus } = useAuth();
  const tags = useQuery(sessionTagsQuery());
  const [tagsOpen, setTagsOpen] = useState(false);
  const tagPanelId = useId();
  const filtering = search.trim() !== '' || selectedTags.length > 0;

  return (
    <section
      id={SESSIONS_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="sessions-title"
      className="scroll-mt-16 bg-stone-50 outline-none"
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="max-w-3xl">
          <h2 id="sessions-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            Sessions de formation
          </h2>
          <p className="mt-2 text-stone-700">
            {authStatus === 'authenticated'
              ? 'Les sessions du programme, dans leur ordre, avec leurs guides, présentations et exercices.'
              : 'Les sessions publiées les plus récentes, avec leurs guides, présentations et exercices.'}
          </p>
        </div>

        <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
          <SearchField
            value={search}
            onChange={onSearchChange}
            label="Rechercher une session par titre ou description"
            placeholder="Rechercher une session…"
          />
          {/* No heading over nothing: without published tags the panel is left out. */}
          {tags.isSuccess && tags.data.length === 0 ? null : (
            <div>
              {/* On phones 15 tags fill a screen: they fold behind a toggle; from sm up they always show. */}
              <button
                type="button"
                aria-expanded={tagsOpen}
                aria-controls={tagPanelId}
                onClick={() => setTagsOpen((value) => !value)}
                className="flex min-h-11 w-full items-center justify-between rounded-lg border border-stone-300 px-3 text-sm font-semibold text-stone-800 sm:hidden"
              >
                <span className="inline-flex items-center gap-2">
                  <FilterIcon className="size-4" />
                  Thématiques
                  {selectedTags.length > 0 ? (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                      {selectedTags.length}
                    </span>
                  ) : null}
                </span>
                <ChevronDownIcon className={`size-4 transition-transform ${tagsOpen ? 'rotate-180' : ''}`} />
              </button>
              <div id={tagPanelId} className={`${tagsOpen ? 'max-sm:mt-3' : 'max-sm:hidden'}`}>
                <p className="mb-2 text-sm font-semibold text-stone-800 max-sm:sr-only">Thématiques</p>
                {tags.isPending ? (
                  <div className="flex flex-wrap gap-2" aria-hidden="true">
                    {Array.from({ length: 8 }, (_, index) => (
                      <Skeleton key={index} className="h-9 w-28 rounded-full" />
                    ))}
                  </div>
                ) : tags.isError ? (
                  <ErrorBanner onRetry={() => void tags.refetch()}>
                    Les thématiques n'ont pas pu être chargées.
                  </ErrorBanner>
                ) : (
                  <TagFilter
                    tags={tags.data}
                    selected={selectedTags}
                    onToggle={onToggleTag}
                    onClear={onClearTags}
                    visible={LIMITS.tagsShownInFilter}
                  />
                )}
              </div>
            </div>
          )}
          {/* Same height loading or loaded, so the grid below does not jump. */}
          <div className="flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-stone-700">
            {catalogue.lastPage ? (
              <p role="status" data-testid="sessions-count">
                {showingCount(catalogue.items.length, catalogue.lastPage.matched, 'sessions')}
              </p>
            ) : catalogue.status === 'loading' ? (
              <Skeleton className="h-4 w-56" />
            ) : (
              <span />
            )}
            {filtering ? (
              <button
                type="button"
                onClick={onClearFilters}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline sm:pointer-fine:min-h-0"
              >
                Tout effacer
              </button>
            ) : null}
          </div>
        </div>

        <div className="mt-8" aria-busy={catalogue.status === 'loading' || catalogue.refreshing}>
          {catalogue.status === 'loading' ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, index) => (
                <SessionCardSkeleton key={index} actions />
              ))}
            </div>
          ) : catalogue.status === 'error' ? (
            <ErrorBanner onRetry={catalogue.retry}>{MESSAGES.failedToLoadSessions}</ErrorBanner>
          ) : catalogue.lastPage?.total === 0 ? (
            <EmptyState icon={<BookIcon className="size-10" />} title={MESSAGES.emptyPublishedSessions}>
              Les premières sessions arrivent bientôt : revenez nous voir.
            </EmptyState>
          ) : catalogue.items.length === 0 ? (
            <EmptyState
              icon={<SearchIcon className="size-10" />}
              title={MESSAGES.emptyFilteredSessions}
              action={
                <button type="button" onClick={onClearFilters} className={buttonClasses('secondary')}>
                  Effacer les filtres
                </button>
              }
            >
              Essayez un autre mot ou retirez une thématique.
            </EmptyState>
          ) : (
            <>
              <ul
                className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${
                  catalogue.refreshing ? 'opacity-60' : ''
                }`}
              >
                {catalogue.items.map((session, index) => (
                  <li key={session.id} className="flex">
                    <HomeSessionCard
                      session={session}
                      priority={index < EAGER_CARDS}
                      onPreview={onPreview}
                      onViewImage={onViewImage}
                    />
                  </li>
                ))}
              </ul>
              {catalogue.loadMoreFailed ? (
                <div className="mt-6">
                  <ErrorBanner onRetry={catalogue.loadMore}>{MESSAGES.failedToLoadSessions}</ErrorBanner>
                </div>
              ) : null}
              {catalogue.hasMore && !catalogue.refreshing ? (
                <div className="mt-8 flex justify-center">
                  <button
                    type="button"
                    onClick={catalogue.loadMore}
                    disabled={catalogue.loadingMore}
                    className={buttonClasses('secondary', 'lg')}
                  >
                    {catalogue.loadingMore ? <Spinner size="sm" label="Chargement" /> : null}
                    Charger plus
                  </button>
                </div>
              ) : null}
            </>
          )}
        </div>

        <div className="mt-12 flex min-h-12 justify-center">
          {authStatus === 'authenticated' ? (
            <Link to={paths.sessions} className={buttonClasses('primary', 'lg')}>
              Voir toutes les sessions
              <ArrowRightIcon className="size-5" />
            </Link>
          ) : authStatus === 'anonymous' ? (
            <Link to={paths.signup} className={buttonClasses('primary', 'lg')}>
              Inscrivez-vous pour voir plus
              <ArrowRightIcon className="size-5" />
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
