import { Link } from 'react-router-dom';
import type { CohortSummary } from '@common/api-types';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon, ChevronRightIcon, PlusIcon, UsersIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { formatDayRange } from '@/lib/format';
import { cohortsQueryOptions } from '@/features/cohorts/api/cohorts-api';
import { ArchivedBadge } from './archived-badge';

function NewCohortLink() {
  return (
    <Link to={paths.dashboard.newCohort} className={buttonClasses('primary')}>
      <PlusIcon className="size-5" />
      {M.newCohort}
    </Link>
  );
}

function CohortCard({ cohort }: { cohort: CohortSummary }) {
  return (
    <Link
      to={paths.dashboard.cohort(cohort.id)}
      data-testid="cohort-card"
      className="group flex min-h-11 items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none sm:p-5"
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-lg font-semibold break-words text-stone-900 group-hover:text-brand-800">
            {cohort.name}
          </h2>
          {cohort.archived ? <ArchivedBadge /> : null}
        </div>
        <p className="text-sm break-words text-stone-700">{cohort.organisation}</p>
        <p className="flex items-start gap-1.5 text-sm text-stone-700">
          <CalendarIcon className="mt-0.5 size-4 shrink-0 text-stone-500" />
          <span>{formatDayRange(cohort.starts_on, cohort.ends_on)}</span>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
          <span>{M.sessionsCount(cohort.sessions_count)}</span>
          <span className="inline-flex items-center gap-1.5">
            <UsersIcon className="size-4 text-stone-500" />
            {M.participantsCount(cohort.participants_count)}
          </span>
        </p>
      </div>
      <ChevronRightIcon className="size-5 shrink-0 text-stone-400 group-hover:text-brand-700" />
    </Link>
  );
}

function CohortsSkeleton() {
  return (
    <>
      <p className="sr-only" role="status">
        {M.loadingCohorts}
      </p>
      <ul aria-hidden="true" className="grid gap-3 lg:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** "Cohortes": the cohorts the person manages (admins: all), newest start first, 'Charger plus'. */
export function CohortsPage() {
  const list = useInfiniteList(cohortsQueryOptions());

  return (
    <DashboardPage title={M.navLabel} description={M.listIntro} actions={<NewCohortLink />}>
      <section aria-label={M.navLabel} aria-busy={list.status === 'loading'}>
        {list.status === 'error' ? (
          <ErrorBanner onRetry={list.retry}>{M.failedToLoadCohorts}</ErrorBanner>
        ) : list.status === 'loading' ? (
          <CohortsSkeleton />
        ) : list.items.length === 0 ? (
          <EmptyState
            icon={<UsersIcon className="size-10" />}
            title={M.emptyCohorts}
            action={<NewCohortLink />}
          >
            {M.emptyCohortsHint}
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-3 lg:grid-cols-2">
              {list.items.map((cohort) => (
                <li key={cohort.id} className="flex flex-col">
                  <CohortCard cohort={cohort} />
                </li>
              ))}
            </ul>
            <LoadMoreFooter
              list={list}
              failedText={M.failedToLoadCohorts}
              loadingLabel={M.loadingMore}
              failedClassName="mt-4"
              buttonRowClassName="mt-6 flex justify-center"
            />
          </>
        )}
      </section>
    </DashboardPage>
  );
}
