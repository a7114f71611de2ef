import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '@common/limits';
import { MESSAGES } from '@common/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowRightIcon, BookIcon, SearchIcon } from '@/components/ui/icons';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import { TagFilter } from '@/components/ui/tag-filter';
import { paths } from '@/config/paths';
import { formatNumber, showingCount } from '@/lib/format';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { useDocumentActions } from '@/hooks/use-document-actions';
import { useListFilters } from '@/hooks/use-list-filters';
import { SessionCardSkeleton } from '@/components/sessions/session-card-skeleton';
import { CATALOGUE_SORT_OPTIONS, toggleTag as toggleTags } from '@/lib/catalogue-query';
import { useCardFollows } from '@/api/follows';
import { sessionTagsQuery } from '@/api/published-sessions';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import {
  SHARED_SORTS,
  sharedSessionsQuery,
  type SharedSession,
} from '@/features/shared-sessions/api/shared-sessions-api';
import { CatalogueTotal } from '@/features/shared-sessions/components/catalogue-total';
import { SharedSessionCard } from '@/features/shared-sessions/components/shared-session-card';
import { shareLink } from '@/features/shared-sessions/utils/share-link';
import { sharedTotals } from '@/features/shared-sessions/utils/shared-sessions';
import {
  parseSharedSessionsFilters,
  withSharedSessionsFilters,
} from '@/features/shared-sessions/utils/shared-sessions-filters';

const LOAD_FAILED = MESSAGES.failedToLoadSharedSessions;
const NOTICE_MS = 3000;

const SHARED_SESSIONS_PARAMS = { parse: parseSharedSessionsFilters, write: withSharedSessionsFilters };
/** The catalogue's labels for the sorts this list offers (newest first, the programme's order). */
const SHARED_SORT_OPTIONS = CATALOGUE_SORT_OPTIONS.filter((option) =>
  (SHARED_SORTS as readonly string[]).includes(option.value),
) as { value: (typeof SHARED_SORTS)[number]; label: string }[];

// Loads when an image is opened.
const ImageViewer = lazy(() =>
  import('@/components/ui/image-viewer').then((module) => ({ default: module.ImageViewer })),
);

/** /dashboard/shared-sessions (SPEC §2): the published sessions with their guides and presentations. */
export function SharedSessionsRoute() {
  const { filters, searchText, setSearch, update, clear } = useListFilters(SHARED_SESSIONS_PARAMS);
  const { search, tags: selectedTags, sort, view } = filters;
  const [image, setImage] = useState<SharedSession | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const catalogue = useInfiniteList(sharedSessionsQuery(search, selectedTags, sort));
  // The dashboard is signed in: the follow toggles of each page of cards come in one lookup.
  const follows = useCardFollows(
    useMemo(() => catalogue.items.map((session) => session.id), [catalogue.items]),
    true,
    LIMITS.catalogPageSize,
  );
  const initialLoading = catalogue.status === 'loading';
  const failed = catalogue.status === 'error';
  // While new filters load, the previous results stay: no 'Charger plus' for them.
  const hasMore = catalogue.hasMore && !catalogue.refreshing;
  // Without tags the page still works: only the filter panel is missing.
  const tags = useQuery(sessionTagsQuery()).data ?? [];
  const documents = useDocumentActions();

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const filtering = search.trim() !== '' || selectedTags.length > 0;
  const showResults = filtering && !initialLoading && !failed;
  const totals = sharedTotals(catalogue.items);
  const toggleTag = (tag: string) => update({ tags: toggleTags(selectedTags, tag) });
  const clearFilters = () => clear({ search: '', tags: [] });

  async function share(session: SharedSession) {
    const outcome = await shareLink({
      url: new URL(paths.session(session.id), window.location.origin).href,
      title: session.title,
      text: session.description ?? undefined,
    });
    if (outcome === 'copied') setNotice(MESSAGES.linkCopied);
  }

  return (
    <DashboardPage
      title="Sessions Partagées"
      description="Les sessions publiées par la communauté, avec leurs guides et présentations."
    >
      <section
        aria-label="Chiffres du catalogue"
        className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-5 text-white shadow-sm sm:p-6"
      >
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <CatalogueTotal label="Sessions" value={totals.sessions} loading={initialLoading} />
          <CatalogueTotal label="Documents" value={totals.documents} loading={initialLoading} />
          <CatalogueTotal label="Vues" value={totals.views} loading={initialLoading} />
          <CatalogueTotal label="Téléchargements" value={totals.downloads} loading={initialLoading} />
        </dl>
        {hasMore ? (
          <p className="mt-3 text-sm text-brand-100">
            Totaux calculés sur les {formatNumber(catalogue.items.length)} sessions chargées.
          </p>
        ) : null}
      </section>

      <ListToolbar
        label="Recherche et filtres"
        search={{
          value: searchText,
          onChange: setSearch,
          label: 'Rechercher une session',
          placeholder: 'Rechercher une session…',
        }}
        // The layout is not a filter: switching it replaces the entry.
        sort={{ value: sort, options: SHARED_SORT_OPTIONS, onChange: (value) => update({ sort: value }) }}
        view={{ value: view, onChange: (value) => update({ view: value }, { replace: true }) }}
      >
        {tags.length > 0 || showResults ? (
          <div className="space-y-4">
            {tags.length > 0 ? (
              <TagFilter
                tags={tags}
                selected={selectedTags}
                onToggle={toggleTag}
                onClear={() => update({ tags: [] })}
                visible={LIMITS.tagsShownInSharedFilter}
              />
            ) : null}
            {showResults ? (
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <p aria-live="polite" className="text-stone-700" data-testid="results-count">
                  {showingCount(catalogue.items.length, catalogue.lastPage?.matched ?? 0, 'sessions')}
                </p>
                <button type="button" onClick={clearFilters} className={buttonClasses('secondary', 'sm')}>
                  Effacer tous les filtres
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </ListToolbar>

      {notice ? (
        <div className="fixed inset-x-4 bottom-4 z-40 sm:inset-x-auto sm:right-6 sm:w-96">
          <SuccessBanner>{notice}</SuccessBanner>
        </div>
      ) : null}
      {documents.downloadMessage}
      {failed ? <ErrorBanner onRetry={catalogue.retry}>{LOAD_FAILED}</ErrorBanner> : null}

      {initialLoading ? (
        <div
          aria-busy="true"
          aria-label="Chargement des sessions"
          className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <SessionCardSkeleton key={index} />
          ))}
        </div>
      ) : null}

      {!initialLoading && !failed && catalogue.items.length === 0 && !catalogue.refreshing ? (
        filtering ? (
          <EmptyState
            icon={<SearchIcon className="size-8" />}
            title={MESSAGES.emptyFilteredSessions}
            action={
              <button type="button" onClick={clearFilters} className={buttonClasses('secondary', 'sm')}>
                Effacer tous les filtres
              </button>
            }
          />
        ) : (
          <EmptyState icon={<BookIcon className="size-8" />} title={MESSAGES.emptyPublishedSessions}>
            Les sessions publiées par les éditeurs apparaîtront ici.
          </EmptyState>
        )
      ) : null}

      {catalogue.items.length > 0 ? (
        <div
          aria-busy={catalogue.refreshing}
          className={`grid gap-6 transition-opacity ${catalogue.refreshing ? 'opacity-60' : ''} ${
            view === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : ''
          }`}
        >
          {catalogue.items.map((session, index) => (
            <SharedSessionCard
              key={session.id}
              session={session}
              view={view}
              priority={index < 3}
              downloadingId={documents.downloadingId}
              onDownload={(document) => void documents.download(document)}
              onOpenImage={setImage}
              onShare={(target) => void share(target)}
              follows={follows}
            />
          ))}
        </div>
      ) : null}

      {catalogue.loadMoreFailed ? (
        <ErrorBanner onRetry={catalogue.loadMore}>{LOAD_FAILED}</ErrorBanner>
      ) : null}
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-center">
        {hasMore ? (
          <button
            type="button"
            onClick={catalogue.loadMore}
            disabled={catalogue.loadingMore}
            className={buttonClasses('secondary')}
          >
            {catalogue.loadingMore ? <Spinner size="sm" /> : null}
            Charger plus
          </button>
        ) : null}
        <Link to={paths.sessions} className={buttonClasses('primary')}>
          Voir toutes les sessions
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>

      {image?.image_url ? (
        <Suspense fallback={null}>
          <ImageViewer
            src={image.image_url}
            alt={`Image de la session « ${image.title} »`}
            onClose={() => setImage(null)}
          />
        </Suspense>
      ) : null}
      {documents.previewElement}
    </DashboardPage>
  );
}
