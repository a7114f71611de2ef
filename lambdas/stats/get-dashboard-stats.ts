import { json } from '../lib/http';
import { dashboardStats } from './dashboard';
import { apiHandler } from '../lib/api-handler';

/** GET /api/dashboard/stats — the six dashboard figures of the caller, with their 30-day changes. */
export const handler = apiHandler('get-dashboard-stats', {}, async ({ caller }) =>
  json(200, await dashboardStats(caller.id)),
);
