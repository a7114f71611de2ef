import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '../../../../../common/limits';
import { MESSAGES } from '../../../../../common/messages';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { ArrowRightIcon, BookIcon, SearchIcon } from '../../../components/ui/icons';
import { SearchField } from '../../../components/ui/search-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '../../../components/ui/status-banner';
import { TagFilter } from '../../../components/ui/tag-filter';
import { ViewToggle, type ViewMode } from '../../../components/ui/view-toggle';
import { paths } from '../../../config/paths';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../hooks/use-debounced-value';
import { formatNumber, showingCount } from '../../../lib/format';
import { DashboardPage } from '../../../components/layout/dashboard-page';
import { useDocumentActions } from '../../../hooks/use-document-actions';
import { SessionCardSkeleton } from '../../../components/sessions/session-card-skeleton';
import { CATALOGUE_SORT_LABELS, toggleTag as toggleTags } from '../../../lib/catalogue-query';
import { sessionTagsQuery } from '../../../api/published-sessions';
import { useInfiniteList } from '../../../hooks/use-infinite-list';
import {
  SHARED_SORTS,
  sharedSessionsQuery,
  type SharedSession,
  type SharedSort,
} from '../api/shared-sessions-api';
import { SharedSessionCard } from '../components/shared-session-card';
import { shareLink } from '../utils/share-link';
import { sharedTotals } from '../utils/shared-sessions';

const LOAD_FAILED = MESSAGES.failedToLoadSharedSessions;
const NOTICE_MS = 3000;

// Loads when an image is opened.
const ImageViewer = lazy(() =>
  import('../../../components/ui/image-viewer').then((module) => ({ default: module.ImageViewer })),
);

function Total({ label, value, loading }: { label: string; value: number; loading: boolean }) {
  return (
    <div className="rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
      <dt className="text-sm text-brand-100">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-white sm:text-3xl">
        {loading ? <Skeleton className="h-8 w-16 bg-white/20" /> : formatNumber(value)}
      </dd>
    </div>
  );
}

/** /dashboard/shared-sessions (SPEC §2): the published sessions with their guides and presentations. */
export function SharedSessionsRoute() {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  const [view, setView] = useState<ViewMode>('grid');
  const [sort, setSort] = useState<SharedSort>('newest');
  const sortId = useId();
  const [image, setImage] = useState<SharedSession | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const catalogue = useInfiniteList(sharedSessionsQuery(search, selectedTags, sort));
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

  const filtering = query.trim() !== '' || selectedTags.length > 0;
  const totals = sharedTotals(catalogue.items);
  const toggleTag = (tag: string) => setSelectedTags((current) => toggleTags(current, tag));
  const clearFilters = () => {
    setQuery('');
    setSelectedTags([]);
  };

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
          <Total label="Sessions" value={totals.sessions} loading={initialLoading} />
          <Total label="Documents" value={totals.documents} loading={initialLoading} />
          <Total label="Vues" value={totals.views} loading={initialLoading} />
          <Total label="Téléchargements" value={totals.downloads} loading={initialLoading} />
        </dl>
        {hasMore ? (
          <p className="mt-3 text-sm text-brand-100">
            Totaux calculés sur les {formatNumber(catalogue.items.length)} sessions chargées.
          </p>
        ) : null}
      </section>

      <section
        aria-label="Recherche et filtres"
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchField
            value={query}
            onChange={setQuery}
            label="Rechercher une session"
            placeholder="Rechercher une session…"
            className="flex-1"
          />
          <div className="flex items-center gap-2">
            <label
              htmlFor={sortId}
              className="sr-only shrink-0 text-sm font-medium text-stone-700 sm:not-sr-only"
            >
              Trier par
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => setSort(event.target.value as SharedSort)}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:flex-none sm:text-sm"
            >
              {SHARED_SORTS.map((value) => (
                <option key={value} value={value}>
                  {CATALOGUE_SORT_LABELS[value]}
                </option>
              ))}
            </select>
            <ViewToggle value={view} onChange={setView} />
          </div>
        </div>
        {tags.length > 0 ? (
          <TagFilter
            tags={tags}
            selected={selectedTags}
            onToggle={toggleTag}
            onClear={() => setSelectedTags([])}
            visible={LIMITS.tagsShownInSharedFilter}
          />
        ) : null}
        {filtering && !initialLoading && !failed ? (
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-3 text-sm">
            <p aria-live="polite" className="text-stone-700" data-testid="results-count">
              {showingCount(catalogue.items.length, catalogue.lastPage?.matched ?? 0, 'sessions')}
            </p>
            <button type="button" onClick={clearFilters} className={buttonClasses('secondary', 'sm')}>
              Effacer tous les filtres
            </button>
          </div>
        ) : null}
      </section>

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
