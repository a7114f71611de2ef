import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import type {
  DashboardDocumentPage,
  DashboardSessionPage,
  DashboardStats,
  Page,
} from '../../../../../common/api-types';
import { LIMITS } from '../../../../../common/limits';
import { DOCUMENT_MESSAGES, MESSAGES, PARCOURS_MESSAGES } from '../../../../../common/messages';
import { canManageContent, type Role } from '../../../../../common/roles';
import { ContinueLink } from '../../../components/parcours/continue-link';
import { buttonClasses } from '../../../components/ui/button-styles';
import {
  ArrowRightIcon,
  CalendarIcon,
  CheckIcon,
  DownloadIcon,
  EyeIcon,
  FileIcon,
  FolderIcon,
  HelpIcon,
  ImageIcon,
  PlusIcon,
  SettingsIcon,
  ShareIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorBanner } from '../../../components/ui/status-banner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatDate, formatDateTime, formatNumber, pluralize } from '../../../lib/format';
import { useDocumentActions } from '../../../hooks/use-document-actions';
import {
  dashboardStatsQueryOptions,
  recentDocumentsQueryOptions,
  recentSessionsQueryOptions,
} from '../api/dashboard-home';
import { useInfiniteList, type InfiniteList } from '../../../hooks/use-infinite-list';
import { DashboardPage } from '../../../components/layout/dashboard-page';
import { CoverImage } from '../../../components/sessions/cover-image';
import { SessionStatusBadge } from '../components/session-status-badge';
import { formatChange, type ChangeTone } from '../utils/stat-change';

/** SPEC §8 dashboard load failure. */
const LOAD_FAILED = MESSAGES.failedToLoadData;

const QUICK_LINKS = [
  {
    to: paths.dashboard.sharedSessions,
    title: 'Sessions Partagées',
    text: 'Le catalogue des sessions publiées et leurs documents.',
    icon: ShareIcon,
  },
  {
    to: paths.dashboard.settings,
    title: 'Paramètres',
    text: 'Votre profil, votre mot de passe et vos notifications.',
    icon: SettingsIcon,
  },
  {
    to: paths.dashboard.help,
    title: 'Aide & Support',
    text: 'Questions fréquentes et contact.',
    icon: HelpIcon,
  },
] as const;

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface Card {
  label: string;
  value: (stats: DashboardStats) => number;
  /** The 30-day change; none for published sessions (the API does not track it). */
  change?: (stats: DashboardStats) => number | null;
  note?: string;
  icon: Icon;
}

/** SPEC §2: the six cards, in the spec's order and words. */
const CARDS: readonly Card[] = [
  { label: 'Total Sessions', value: (s) => s.sessions, change: (s) => s.changes.sessions, icon: FolderIcon },
  {
    label: 'Published Sessions',
    value: (s) => s.publishedSessions,
    note: 'Visibles dans le catalogue public',
    icon: CheckIcon,
  },
  { label: 'Total Documents', value: (s) => s.documents, change: (s) => s.changes.documents, icon: FileIcon },
  {
    label: 'My Downloads',
    value: (s) => s.downloads,
    change: (s) => s.changes.downloads,
    icon: DownloadIcon,
  },
  { label: 'Total Views', value: (s) => s.totalViews, change: (s) => s.changes.totalViews, icon: EyeIcon },
  {
    label: 'Global Downloads',
    value: (s) => s.globalDownloads,
    change: (s) => s.changes.globalDownloads,
    icon: UsersIcon,
  },
];

const TONE_CLASSES: Record<ChangeTone, string> = {
  up: 'text-emerald-800',
  down: 'text-red-800',
  flat: 'text-stone-600',
  none: 'text-stone-600',
};

/** The figures, or their load failure once no retry is under way (a failed refresh keeps them). */
function statsFailed(stats: UseQueryResult<DashboardStats>): boolean {
  return stats.data === undefined && stats.isError && !stats.isFetching;
}

function StatCards({ stats }: { stats: UseQueryResult<DashboardStats> }) {
  if (statsFailed(stats))
    return <ErrorBanner onRetry={() => void stats.refetch()}>{LOAD_FAILED}</ErrorBanner>;
  const data = stats.data;
  return (
    <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
      {CARDS.map((card) => {
        const labelId = `stat-${card.label.replace(/\s+/g, '-').toLowerCase()}`;
        const change = data && card.change ? formatChange(card.change(data)) : null;
        return (
          // Named groups, not list items: each card is read as "Total Sessions, 12, …".
          <div
            key={card.label}
            role="group"
            aria-labelledby={labelId}
            className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <p id={labelId} className="text-sm font-medium text-stone-600">
                {card.label}
              </p>
              <card.icon className="size-5 text-brand-700" />
            </div>
            {data ? (
              <p className="mt-2 text-3xl font-bold text-stone-900" data-stat-value>
                {formatNumber(card.value(data))}
              </p>
            ) : (
              <Skeleton className="mt-2 h-9 w-16" />
            )}
            {data ? (
              <p className={`mt-1 text-sm ${change ? TONE_CLASSES[change.tone] : 'text-stone-600'}`}>
                {change ? change.text : card.note}
              </p>
            ) : (
              <Skeleton className="mt-2 h-4 w-32" />
            )}
          </div>
        );
      })}
    </div>
  );
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-stone-100">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="flex gap-3 py-3">
          <Skeleton className="size-14 shrink-0 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Panel({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The first few items of a recent list (its first page). */
function recent<P extends Page<{ id: string }>>(list: InfiniteList<P>): P['items'][number][] {
  return list.items.slice(0, LIMITS.dashboardRecentItems);
}

function RecentSessions({
  list,
  canManage,
}: {
  list: InfiniteList<DashboardSessionPage>;
  canManage: boolean;
}) {
  return (
    <Panel
      id="recent-sessions"
      title="Sessions récentes"
      action={
        canManage ? (
          <Link
            to={paths.dashboard.sessions}
            className="-my-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            Voir tout
          </Link>
        ) : null
      }
    >
      {list.status === 'error' ? (
        <ErrorBanner onRetry={list.retry}>{LOAD_FAILED}</ErrorBanner>
      ) : list.status === 'loading' ? (
        <ListSkeleton />
      ) : recent(list).length === 0 ? (
        <EmptyState title={MESSAGES.emptySessions} icon={<FolderIcon className="size-8" />} />
      ) : (
        <ul className="divide-y divide-stone-100">
          {recent(list).map((session) => (
            <li key={session.id} className="relative flex gap-3 py-3">
              {session.image_url ? (
                <CoverImage
                  cover={{ ...session, image_url: session.image_url }}
                  sizes="thumbnail"
                  alt=""
                  width={56}
                  height={56}
                  priority={false}
                  className="size-14 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <ImageIcon className="size-6" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={paths.dashboard.session(session.id)}
                    className="font-semibold text-stone-900 after:absolute after:inset-0 hover:text-brand-800"
                  >
                    {session.title}
                  </Link>
                  <SessionStatusBadge status={session.status} />
                </div>
                {session.description ? (
                  <p className="mt-0.5 line-clamp-2 text-sm text-stone-600">{session.description}</p>
                ) : null}
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
                  <span className="inline-flex items-center gap-1">
                    <CalendarIcon className="size-3.5" />
                    Mis à jour le {formatDate(session.updated_at)}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <EyeIcon className="size-3.5" />
                    {pluralize(session.views_count, 'vue', 'vues')}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function RecentDocuments({
  list,
  canManage,
}: {
  list: InfiniteList<DashboardDocumentPage>;
  canManage: boolean;
}) {
  const actions = useDocumentActions();
  return (
    <Panel
      id="recent-documents"
      title="Documents récents"
      action={
        canManage ? (
          <Link
            to={paths.dashboard.documents}
            className="-my-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            Voir tout
          </Link>
        ) : null
      }
    >
      {actions.downloadMessage}
      {list.status === 'error' ? (
        <ErrorBanner onRetry={list.retry}>{LOAD_FAILED}</ErrorBanner>
      ) : list.status === 'loading' ? (
        <ListSkeleton />
      ) : recent(list).length === 0 ? (
        <EmptyState title={DOCUMENT_MESSAGES.empty} icon={<FileIcon className="size-8" />} />
      ) : (
        <ul className="divide-y divide-stone-100">
          {recent(list).map((document) => (
            <li key={document.id} className="flex items-center gap-3 py-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <FileIcon className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-stone-900">{document.title}</p>
                <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-600">
                  <Link
                    to={paths.dashboard.session(document.session_id)}
                    className="-my-3.5 max-w-full truncate py-3.5 font-medium text-brand-700 hover:underline"
                  >
                    {document.session.title}
                  </Link>
                  <span>{formatDate(document.created_at)}</span>
                  <span>{pluralize(document.downloads_count, 'téléchargement', 'téléchargements')}</span>
                </p>
              </div>
              <button
                type="button"
                onClick={() => void actions.download(document)}
                disabled={!document.has_file || actions.downloadingId === document.id}
                aria-label={`Télécharger ${document.title}`}
                title={document.has_file ? 'Télécharger' : 'Aucun fichier'}
                className={buttonClasses('secondary', 'sm', 'min-w-11 shrink-0')}
              >
                {actions.downloadingId === document.id ? (
                  <Spinner size="sm" label="Téléchargement" />
                ) : (
                  <DownloadIcon className="size-4" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/**
 * A person who creates no content: a user who owns no session. Until the figures say, a user is
 * taken for one (most are); a user who owns sessions (a demoted editor) then gets the author's view.
 */
function isLearner(role: Role, stats: DashboardStats | undefined): boolean {
  return role === 'user' && (stats?.sessions ?? 0) === 0;
}

/**
 * /dashboard — welcome, then for authors (editors, admins, users who own sessions) the caller's
 * figures and recent sessions and documents, for learners their parcours (issue 28: figures that
 * can only read 0 say nothing to them); quick links.
 * `onboarding`: the profile prompt the app puts under the welcome banner (it belongs to settings);
 * `parcours`: the learner's parcours (it belongs to Mon parcours).
 */
export function DashboardHomeRoute({
  onboarding,
  parcours,
}: {
  onboarding?: ReactNode;
  parcours?: ReactNode;
}) {
  const { user } = useAuth();
  // A promoted user's lists widen from their own items to everyone's: the cache starts afresh
  // when the role changes (app/provider.tsx).
  const stats = useQuery(dashboardStatsQueryOptions());
  const learner = user ? isLearner(user.role, stats.data) : false;
  const sessions = useInfiniteList({ ...recentSessionsQueryOptions(), enabled: !learner });
  const documents = useInfiniteList({ ...recentDocumentsQueryOptions(), enabled: !learner });
  if (!user) return null;

  const canManage = canManageContent(user.role);
  const localPart = user.email.split('@')[0] || user.displayName;
  const lastSignIn = formatDateTime(user.lastSignInAt);

  return (
    <DashboardPage title="Tableau de bord">
      <section
        aria-labelledby="welcome-title"
        className="surface-dark rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-6 text-white shadow-sm sm:p-8"
      >
        <h2 id="welcome-title" className="text-2xl font-bold break-words">
          Bienvenue, {localPart} !
        </h2>
        <dl className="mt-3 grid gap-1 text-brand-100 sm:flex sm:gap-6">
          <div className="flex gap-1">
            <dt>Dernière connexion :</dt>
            <dd className="font-semibold text-white">{lastSignIn || 'première visite'}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Sessions créées :</dt>
            <dd className="font-semibold text-white" data-testid="sessions-created">
              {stats.data ? (
                formatNumber(stats.data.sessions)
              ) : statsFailed(stats) ? (
                '—'
              ) : (
                <Skeleton className="inline-block h-4 w-6 bg-white/30" />
              )}
            </dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {canManage ? (
            <Link to={paths.dashboard.newSession} className={buttonClasses('accent')}>
              <PlusIcon className="size-5" />
              Nouvelle Session
            </Link>
          ) : null}
          {/* Editors manage every document; users browse and download them in the public library. */}
          <Link
            to={canManage ? paths.dashboard.documents : paths.documentation}
            className={buttonClasses('on-dark')}
          >
            <FileIcon className="size-5" />
            Voir Documents
          </Link>
        </div>
        {/* A learner's parcours below says where to go on; an author gets it here. */}
        {learner ? null : (
          <div className="mt-4 flex">
            <ContinueLink variant="on-dark" />
          </div>
        )}
      </section>

      {onboarding}

      {learner ? (
        <section aria-labelledby="parcours-title" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="parcours-title" className="text-xl font-semibold text-stone-900">
              {PARCOURS_MESSAGES.title}
            </h2>
            <Link
              to={paths.dashboard.parcours}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
            >
              Ouvrir Mon parcours
            </Link>
          </div>
          {parcours}
        </section>
      ) : (
        <>
          <section aria-labelledby="stats-title">
            <h2 id="stats-title" className="sr-only">
              Statistiques
            </h2>
            <StatCards stats={stats} />
          </section>

          <div className="grid gap-6 xl:grid-cols-2">
            <RecentSessions list={sessions} canManage={canManage} />
            <RecentDocuments list={documents} canManage={canManage} />
          </div>
        </>
      )}

      <section aria-labelledby="quick-links">
        <h2 id="quick-links" className="text-lg font-semibold text-stone-900">
          Accès rapides
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-3">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="group flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
              >
                <link.icon className="size-6 text-brand-700" />
                <span className="mt-3 font-semibold text-stone-900">{link.title}</span>
                <span className="mt-1 text-sm text-stone-600">{link.text}</span>
                <span className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-brand-700">
                  Ouvrir
                  <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </DashboardPage>
  );
}
