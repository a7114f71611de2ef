import middy from '@middy/core';
import type { DashboardDocumentPage } from '../../common/api-types';
import { canManageContent } from '../../common/roles';
import { libraryQuerySchema } from '../../common/schemas/library';
import { json, parseQuery, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { documentListPage } from './library';
import { documentTotals } from './repository';

/**
 * GET /api/dashboard/documents — every document for editors and admins, those of one's own sessions
 * for users, with the totals over that same set (counters: two GetItems, whatever the page).
 */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const query = parseQuery(event, libraryQuerySchema);
    const scope = canManageContent(caller.role)
      ? ({ kind: 'all' } as const)
      : ({ kind: 'owner', userId: caller.id } as const);
    const [page, totals] = await Promise.all([
      documentListPage(scope, query, 'newest'),
      documentTotals(scope.kind === 'owner' ? scope.userId : null),
    ]);
    const answer: DashboardDocumentPage = { ...page, totals };
    return json(200, answer);
  });
