import type { DashboardSessionPage } from '@common/api-types';
import { canManageContent } from '@common/roles';
import { dashboardSessionsQuerySchema } from '@common/schemas/catalog';
import { json } from '../lib/http';
import { listSessions } from './catalog';
import { publicSession } from './session-view';
import { sessionTotals } from './session-counts';
import { apiHandler } from '../lib/api-handler';

/** GET /api/dashboard/sessions — own sessions for users, every session for editors and admins (SPEC §6). */
export const handler = apiHandler(
  'list-dashboard-sessions',
  { query: dashboardSessionsQuerySchema },
  async ({ caller, inputs }) => {
    const query = inputs.query;
    const audience = canManageContent(caller.role)
      ? ({ kind: 'all' } as const)
      : ({ kind: 'owner', userId: caller.id } as const);
    const [result, totals] = await Promise.all([
      listSessions({
        audience,
        status: query.status,
        search: query.search,
        tags: query.tags,
        sort: query.sort,
        limit: query.limit,
        cursor: query.cursor,
      }),
      sessionTotals(audience),
    ]);
    const page: DashboardSessionPage = {
      items: result.items.map(publicSession),
      next_cursor: result.next_cursor,
      matched: result.matched,
      totals,
    };
    return json(200, page);
  },
);
