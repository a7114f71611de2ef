import { ReviewQueuePage } from '@/features/reviews/components/review-queue-page';

/** /dashboard/a-relire — "À relire (n)": the hand-ins waiting for the signed-in person's review. */
export function ReviewsRoute() {
  return <ReviewQueuePage />;
}
