import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { reviewQueueQuery } from '@/api/deliverables';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { EmptyState } from '@/components/ui/empty-state';
import { CheckIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import { ReviewEntry } from './review-entry';

/**
 * "À relire (n)": what waits for the person's review — the hand-ins of the cohorts they manage and of
 * their startups' participants where they are a mentor — oldest first, each opened in the reader (a
 * PDF) or downloaded, then "Validé" or "À revoir" with a comment.
 */
export function ReviewQueuePage() {
  const queue = useQuery(reviewQueueQuery());
  const [reviewed, setReviewed] = useState(false);
  const count = queue.data?.count;
  return (
    <DashboardPage
      title={count === undefined ? M.queueTitle : M.queueTitleCount(count)}
      description={M.queueIntro}
    >
      {reviewed ? <SuccessBanner>{M.reviewSaved}</SuccessBanner> : null}
      {queue.isPending ? (
        <div aria-hidden="true" className="space-y-3">
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      ) : null}
      {queue.isPending ? (
        <p role="status" className="sr-only">
          {M.loadingQueue}
        </p>
      ) : null}
      {queue.isError ? (
        <ErrorBanner onRetry={() => void queue.refetch()}>{M.failedToLoadQueue}</ErrorBanner>
      ) : null}
      {queue.data && queue.data.items.length === 0 ? (
        <EmptyState icon={<CheckIcon className="size-10" />} title={M.queueEmpty} />
      ) : null}
      {queue.data && queue.data.items.length > 0 ? (
        <ul className="space-y-4" aria-label={M.queueTitle}>
          {queue.data.items.map((item) => (
            <ReviewEntry
              key={`${item.cohort.id}/${item.deliverable.id}/${item.participant.id}/${item.version}`}
              item={item}
              onReviewed={() => setReviewed(true)}
            />
          ))}
        </ul>
      ) : null}
    </DashboardPage>
  );
}
