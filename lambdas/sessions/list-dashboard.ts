import middy from '@middy/core';
import type { DashboardSessionPage } from '../../common/api-types';
import { canManageContent } from '../../common/roles';
import { dashboardSessionsQuerySchema } from '../../common/schemas/catalog';
import { json, parseQuery, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { listSessions } from './catalog';
import { publicSession, sessionTotals } from './repository';

/** GET /api/dashboard/sessions — own sessions for users, every session for editors and admins (SPEC §6). */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const query = parseQuery(event, dashboardSessionsQuerySchema);
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
  });
