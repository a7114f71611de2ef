import type { DashboardDocumentPage } from '@common/api-types';
import { canManageContent } from '@common/roles';
import { libraryQuerySchema } from '@common/schemas/library';
import { json } from '../lib/http';
import { documentListPage } from './library';
import { documentTotals } from './document-counts';
import { apiHandler } from '../lib/api-handler';

/**
 * GET /api/dashboard/documents — every document for editors and admins, those of one's own sessions
 * for users, with the totals over that same set (counters: two GetItems, whatever the page).
 */
export const handler = apiHandler(
  'list-dashboard-documents',
  { query: libraryQuerySchema },
  async ({ caller, inputs }) => {
    const query = inputs.query;
    const scope = canManageContent(caller.role)
      ? ({ kind: 'all' } as const)
      : ({ kind: 'owner', userId: caller.id } as const);
    const [page, totals] = await Promise.all([
      documentListPage(scope, query, 'newest'),
      documentTotals(scope.kind === 'owner' ? scope.userId : null),
    ]);
    const answer: DashboardDocumentPage = { ...page, totals };
    return json(200, answer);
  },
);
