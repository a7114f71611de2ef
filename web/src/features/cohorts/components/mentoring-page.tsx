import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { MentoredCohort } from '@common/api-types';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { mentoringQuery } from '@/api/mentoring';
import { menteesQueryOptions } from '@/features/cohorts/api/cohorts-api';
import { ArchivedBadge } from '@/features/cohorts/components/archived-badge';
import { ProgressTable } from '@/features/cohorts/components/progress-grid';

function Loading({ label }: { label: string }) {
  return (
    <>
      <p className="sr-only" role="status">
        {label}
      </p>
      <Skeleton className="h-32 w-full" />
    </>
  );
}

/** One cohort the caller mentors: their startups, and the grid of those startups' participants (read only). */
function MentoredCohortSection({ cohort }: { cohort: MentoredCohort }) {
  const id = useId();
  const query = useQuery({ ...menteesQueryOptions(cohort.id), enabled: cohort.startups.length > 0 });
  const page = query.data;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-busy={query.isPending && cohort.startups.length > 0}
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div className="space-y-1">
        <h2
          id={`${id}-heading`}
          className="flex flex-wrap items-center gap-2 text-lg font-semibold text-stone-900"
        >
          {cohort.name}
          {cohort.archived ? <ArchivedBadge /> : null}
        </h2>
        <p className="text-sm text-stone-600">{cohort.organisation}</p>
        {cohort.startups.length > 0 ? (
          <p className="text-sm break-words text-stone-700">{M.yourStartups(cohort.startups.join(', '))}</p>
        ) : null}
      </div>
      {cohort.startups.length === 0 ? (
        <p className="text-sm text-stone-600">{M.noMentoredStartups}</p>
      ) : query.isError ? (
        <ErrorBanner onRetry={() => void query.refetch()}>{M.failedToLoadMentoring}</ErrorBanner>
      ) : !page ? (
        <Loading label={M.loadingProgress} />
      ) : page.items.length === 0 ? (
        <p className="text-sm text-stone-600">{M.noMentees}</p>
      ) : page.sessions.length === 0 ? (
        <p className="text-sm text-stone-600">{M.noSessionsYet}</p>
      ) : (
        <>
          <p className="text-sm text-stone-600">{M.progressLegend}</p>
          <ProgressTable
            sessions={page.sessions}
            rows={page.items}
            caption={M.menteesGridLabel(cohort.name)}
          />
        </>
      )}
    </section>
  );
}

/**
 * "Mentorat": for each cohort where the caller is "Mentor", the progress of the startups assigned
 * to them, session by session — read only, their participants and nobody else.
 */
export function MentoringPage() {
  const query = useQuery(mentoringQuery());
  return (
    <DashboardPage title={M.mentoringNavLabel} description={M.mentoringIntro}>
      <div aria-busy={query.isPending} className="space-y-6">
        {query.isError ? (
          <ErrorBanner onRetry={() => void query.refetch()}>{M.failedToLoadMentoring}</ErrorBanner>
        ) : !query.data ? (
          <Loading label={M.loadingMentoring} />
        ) : query.data.items.length === 0 ? (
          <p className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
            {M.emptyMentoring}
          </p>
        ) : (
          query.data.items.map((cohort) => <MentoredCohortSection key={cohort.id} cohort={cohort} />)
        )}
      </div>
    </DashboardPage>
  );
}
