import { Link } from 'react-router-dom';
import type { Session } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { SESSION_STATUS_LABELS, SESSION_STATUSES } from '@common/session-status';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { BookIcon, PlusIcon } from '@/components/ui/icons';
import { ListToolbar, ToolbarSelect } from '@/components/ui/list-toolbar';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { useConfirmClick } from '@/hooks/use-confirm-click';
import { useListFilters } from '@/hooks/use-list-filters';
import { useAuth } from '@/lib/auth/use-auth';
import { formatNumber } from '@/lib/format';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { dashboardSessionsQueryOptions } from '@/api/dashboard';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { useDeleteSession } from '@/features/manage-content/api/sessions-api';
import { ManageSessionCard, ManageSessionCardSkeleton } from './manage-session-card';
import { SessionCounts } from './session-counts';
import { SessionGrid } from './session-grid';
import { isOtherEditorSession, loadedCount } from '@/features/manage-content/utils/session-list';
import {
  parseSessionListFilters,
  SESSION_LIST_SORTS,
  withSessionListFilters,
} from '@/features/manage-content/utils/session-list-filters';

export const MANAGE_SESSIONS_TITLE = 'Gestion des sessions';

const SESSION_LIST_PARAMS = { parse: parseSessionListFilters, write: withSessionListFilters };

const STATUS_OPTIONS = SESSION_STATUSES.map((value) => ({ value, label: SESSION_STATUS_LABELS[value] }));

/** The session management list: counts, toolbar, cards, delete in two clicks. */
export function ManageSessions() {
  const { user } = useAuth();
  const { filters, searchText, setSearch, update, clear } = useListFilters(SESSION_LIST_PARAMS);
  const { search, status, sort, view } = filters;
  const list = useInfiniteList(dashboardSessionsQueryOptions({ status, search, sort }));
  // New filters show the skeleton until their answer; the header's totals, which do not depend on
  // them, stay on screen meanwhile.
  const loading = list.status === 'loading' || list.refreshing;
  const confirm = useConfirmClick<string>();
  const remove = useDeleteSession();

  const filtered = status !== null || search.trim() !== '';
  const totals = list.lastPage?.totals ?? null;
  const items = list.items;
  const matched = list.lastPage?.matched ?? null;

  function onDeleteClick(session: Session) {
    if (!confirm.click(session.id)) return;
    remove.mutate(session);
  }

  const clearFilters = () => clear({ search: '', status: null });

  return (
    <DashboardPage
      title={MANAGE_SESSIONS_TITLE}
      description="Créez, modifiez et publiez les sessions de formation et leurs documents."
      actions={
        <Link to={paths.dashboard.newSession} className={buttonClasses('primary')}>
          <PlusIcon className="size-5" />
          Nouvelle Session
        </Link>
      }
    >
      <SessionCounts totals={totals} />

      <ListToolbar
        search={{
          value: searchText,
          onChange: setSearch,
          label: 'Rechercher une session',
          placeholder: 'Rechercher une session…',
        }}
        selects={
          <ToolbarSelect
            label="Statut"
            all="Tous"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(value) => update({ status: value })}
          />
        }
        sort={{ value: sort, options: SESSION_LIST_SORTS, onChange: (value) => update({ sort: value }) }}
        // The layout is not a filter: switching it replaces the entry.
        view={{ value: view, onChange: (value) => update({ view: value }, { replace: true }) }}
      />

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
            <LoadMoreFooter
              list={list}
              failedText={MESSAGES.failedToLoadSessions}
              failedClassName="mt-4"
              buttonRowClassName="mt-6 flex justify-center"
            />
          </>
        )}
      </section>
    </DashboardPage>
  );
}
