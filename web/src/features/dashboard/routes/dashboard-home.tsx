import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { canManageContent } from '../../../../../common/roles';
import { buttonClasses } from '../../../components/ui/button-styles';
import { FileIcon, PlusIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatDateTime, formatNumber } from '../../../lib/format';
import {
  dashboardStatsQueryOptions,
  recentDocumentsQueryOptions,
  recentSessionsQueryOptions,
} from '../api/dashboard-home';
import { useInfiniteList } from '../../../hooks/use-infinite-list';
import { DashboardPage } from '../../../components/layout/dashboard-page';
import { StatCards, statsFailed } from '../components/stat-cards';
import { RecentSessions } from '../components/recent-sessions';
import { RecentDocuments } from '../components/recent-documents';
import { QuickLinks } from '../components/quick-links';

/** /dashboard (SPEC §2): the welcome banner, the six stat cards, recent sessions and documents, quick links. */
export function DashboardHomeRoute({ onboarding }: { onboarding?: ReactNode }) {
  const { user } = useAuth();
  // A promoted user's lists widen from their own items to everyone's: the cache starts afresh
  // when the role changes (app/provider.tsx).
  const stats = useQuery(dashboardStatsQueryOptions());
  const sessions = useInfiniteList(recentSessionsQueryOptions());
  const documents = useInfiniteList(recentDocumentsQueryOptions());
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
      </section>

      {onboarding}

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

      <QuickLinks />
    </DashboardPage>
  );
}
