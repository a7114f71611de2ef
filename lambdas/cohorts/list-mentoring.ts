import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { mentoredCohorts } from './mentoring-reads';

/** GET /api/me/mentoring — the cohorts where the caller is "Mentor", with their startups (none: empty). */
export const handler = apiHandler('list-mentoring', {}, async ({ caller }) =>
  json(200, { items: await mentoredCohorts(caller.id) }),
);
