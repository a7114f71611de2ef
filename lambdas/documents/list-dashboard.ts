import middy from '@middy/core';
import { canManageContent } from '../../common/roles';
import { libraryQuerySchema } from '../../common/schemas/library';
import { json, parseQuery, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { listDocuments } from './library';
import { documentView } from './repository';

/** GET /api/dashboard/documents — every document for editors and admins, those of one's own sessions for users. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const query = parseQuery(event, libraryQuerySchema);
    const result = await listDocuments({
      scope: canManageContent(caller.role) ? { kind: 'all' } : { kind: 'owner', userId: caller.id },
      category: query.category,
      search: query.search,
      sort: query.sort ?? 'newest',
      limit: query.limit,
      cursor: query.cursor,
    });
    return json(200, {
      items: result.items.map(documentView),
      next_cursor: result.next_cursor,
      matched: result.matched,
    });
  });
