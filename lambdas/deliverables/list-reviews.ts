import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { reviewQueue } from './review-queue';

/** GET /api/me/reviews — "À relire (n)": what waits for the caller's review (nothing: an empty queue). */
export const handler = apiHandler('list-reviews', {}, async ({ caller }) =>
  json(200, await reviewQueue(caller)),
);
