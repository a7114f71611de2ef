import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { canManageContent } from '@common/roles';
import { ContinueLink } from '@/components/parcours/continue-link';
import { buttonClasses } from '@/components/ui/button-styles';
import { FileIcon, PlusIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDateTime, formatNumber } from '@/lib/format';
import {
  dashboardStatsQueryOptions,
  recentDocumentsQueryOptions,
  recentSessionsQueryOptions,
} from '@/features/dashboard/api/dashboard-home';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { StatCards, statsFailed } from '@/features/dashboard/components/stat-cards';
import { RecentSessions } from '@/features/dashboard/components/recent-sessions';
import { RecentDocuments } from '@/features/dashboard/components/recent-documents';
import { QuickLinks } from '@/features/dashboard/components/quick-links';
import { isLearner, LearnerParcours } from '@/features/dashboard/components/learner-parcours';

/**
 * /dashboard (SPEC §2): the welcome banner, then for authors (editors, admins, users who own sessions)
 * the six stat cards and recent sessions and documents, for learners their parcours (issue 28: figures
 * that can only read 0 say nothing to them); quick links.
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
        <LearnerParcours>{parcours}</LearnerParcours>
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

      <QuickLinks />
    </DashboardPage>
  );
}
