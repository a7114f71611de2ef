import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Session } from '../../../../../common/api-types';
import { MESSAGES } from '../../../../../common/messages';
import {
  SESSION_STATUS_LABELS,
  SESSION_STATUSES,
  type SessionStatus,
} from '../../../../../common/session-status';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { BookIcon, PlusIcon } from '../../../components/ui/icons';
import { SearchField } from '../../../components/ui/search-field';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorBanner } from '../../../components/ui/status-banner';
import { sessionStatusStyle } from '../../../components/ui/status-badge';
import { ViewToggle, type ViewMode } from '../../../components/ui/view-toggle';
import { paths } from '../../../config/paths';
import { useConfirmClick } from '../../../hooks/use-confirm-click';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatNumber } from '../../../lib/format';
import { DashboardPage } from '../../../components/layout/dashboard-page';
import { EditorsOnly } from '../../../lib/auth/editors-only';
import { dashboardSessionsQueryOptions, type DashboardSessionSort } from '../../../api/dashboard';
import { useInfiniteList } from '../../../hooks/use-infinite-list';
import { useDeleteSession } from '../api/sessions-api';
import { ManageSessionCard, ManageSessionCardSkeleton } from '../components/manage-session-card';
import { isOtherEditorSession, loadedCount } from '../utils/session-list';

const TITLE = 'Gestion des sessions';

const SORT_LABELS: Record<DashboardSessionSort, string> = {
  updated: 'Dernière modification',
  created: 'Date de création',
  title: 'Titre (A–Z)',
};

const SELECT =
  'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm';

/** /dashboard/sessions — session management for editors and admins (SPEC §2). */
export function ManageSessionsRoute() {
  return (
    <EditorsOnly title={TITLE}>
      <ManageSessions />
    </EditorsOnly>
  );
}

function ManageSessions() {
  const { user } = useAuth();
  const [searchInput, setSearchInput] = useState('');
  const [status, setStatus] = useState<SessionStatus | null>(null);
  const [sort, setSort] = useState<DashboardSessionSort>('updated');
  const [view, setView] = useState<ViewMode>('grid');
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const list = useInfiniteList(dashboardSessionsQueryOptions({ status, search, sort }));
  // New filters show the skeleton until their answer; the header's totals, which do not depend on
  // them, stay on screen meanwhile.
  const loading = list.status === 'loading' || list.refreshing;
  const confirm = useConfirmClick<string>();
  const remove = useDeleteSession();
  const statusId = useId();
  const sortId = useId();

  const filtered = status !== null || search.trim() !== '';
  const totals = list.lastPage?.totals ?? null;
  const items = list.items;
  const matched = list.lastPage?.matched ?? null;

  function onDeleteClick(session: Session) {
    if (!confirm.click(session.id)) return;
    remove.mutate(session);
  }

  function clearFilters() {
    setSearchInput('');
    setStatus(null);
  }

  const tiles: { key: string; label: string; value: number | null; accent: string }[] = [
    { key: 'total', label: 'Total', value: totals?.all ?? null, accent: 'bg-brand-700' },
    ...SESSION_STATUSES.map((s) => ({
      key: s,
      label: SESSION_STATUS_LABELS[s],
      value: totals?.[s] ?? null,
      accent: sessionStatusStyle(s).dot,
    })),
  ];

  return (
    <DashboardPage
      title={TITLE}
      description="Créez, modifiez et publiez les sessions de formation et leurs documents."
      actions={
        <Link to={paths.dashboard.newSession} className={buttonClasses('primary')}>
          <PlusIcon className="size-5" />
          Nouvelle Session
        </Link>
      }
    >
      <section aria-labelledby="session-counts">
        <h2 id="session-counts" className="sr-only">
          Répartition des sessions
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="session-counts">
          {tiles.map((tile) => (
            <div
              key={tile.key}
              data-count={tile.key}
              className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
            >
              <dt className="flex items-center gap-2 text-sm font-medium text-stone-700">
                <span aria-hidden="true" className={`size-2.5 rounded-full ${tile.accent}`} />
                {tile.label}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
                {tile.value !== null ? formatNumber(tile.value) : <span className="text-stone-300">—</span>}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm lg:flex-row lg:items-end">
        <SearchField
          value={searchInput}
          onChange={setSearchInput}
          label="Rechercher une session"
          placeholder="Rechercher une session…"
          className="lg:flex-1"
        />
        <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
          <div className="sm:w-44">
            <label htmlFor={statusId} className="block text-xs font-medium text-stone-700">
              Statut
            </label>
            <select
              id={statusId}
              value={status ?? ''}
              onChange={(event) => setStatus((event.target.value || null) as SessionStatus | null)}
              className={`${SELECT} mt-1`}
            >
              <option value="">Tous</option>
              {SESSION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {SESSION_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:w-52">
            <label htmlFor={sortId} className="block text-xs font-medium text-stone-700">
              Trier par
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => setSort(event.target.value as DashboardSessionSort)}
              className={`${SELECT} mt-1`}
            >
              {(Object.keys(SORT_LABELS) as DashboardSessionSort[]).map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <ViewToggle value={view} onChange={setView} />
          </div>
        </div>
      </div>

      {remove.isError ? <ErrorBanner>{MESSAGES.failedToDeleteSession}</ErrorBanner> : null}

      <section aria-label="Sessions" aria-busy={loading}>
        {list.status === 'error' ? (
          <ErrorBanner onRetry={list.retry}>{MESSAGES.failedToLoadSessions}</ErrorBanner>
        ) : loading ? (
          <>
            <p className="sr-only" role="status">
              Chargement des sessions…
            </p>
            <SessionGrid view={view}>
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i} className="flex">
                  <ManageSessionCardSkeleton view={view} />
                </li>
              ))}
            </SessionGrid>
          </>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<BookIcon className="size-10" />}
            title={MESSAGES.emptySessions}
            action={
              filtered ? (
                <button type="button" onClick={clearFilters} className={buttonClasses('secondary')}>
                  Effacer les filtres
                </button>
              ) : (
                <Link to={paths.dashboard.newSession} className={buttonClasses('primary')}>
                  <PlusIcon className="size-5" />
                  Nouvelle Session
                </Link>
              )
            }
          >
            {filtered
              ? 'Aucune session ne correspond à votre recherche ou au statut choisi.'
              : 'Créez une première session pour commencer.'}
          </EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-stone-700" role="status" data-testid="sessions-shown">
              {matched !== null
                ? `Affichage de ${formatNumber(items.length)} sur ${formatNumber(matched)} sessions`
                : `${loadedCount(items.length, list.hasMore)} session${items.length > 1 ? 's' : ''}`}
            </p>
            <SessionGrid view={view}>
              {items.map((session, index) => (
                <li key={session.id} className="flex">
                  <ManageSessionCard
                    session={session}
                    view={view}
                    otherEditor={isOtherEditorSession(session, user?.id)}
                    armed={confirm.isArmed(session.id)}
                    deleting={remove.isPending && remove.variables.id === session.id}
                    onDeleteClick={() => onDeleteClick(session)}
                    eagerImage={index < 3}
                  />
                </li>
              ))}
            </SessionGrid>
            {list.loadMoreFailed ? (
              <div className="mt-4">
                <ErrorBanner onRetry={list.loadMore}>{MESSAGES.failedToLoadSessions}</ErrorBanner>
              </div>
            ) : null}
            {list.hasMore ? (
              <div className="mt-6 flex justify-center">
                <button
                  type="button"
                  onClick={list.loadMore}
                  disabled={list.loadingMore}
                  className={buttonClasses('secondary')}
                >
                  {list.loadingMore ? <Spinner size="sm" label="Chargement de la suite" /> : null}
                  Charger plus
                </button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </DashboardPage>
  );
}

function SessionGrid({ view, children }: { view: ViewMode; children: ReactNode }) {
  return (
    <ul className={view === 'grid' ? 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-3'}>
      {children}
    </ul>
  );
}
