import middy from '@middy/core';
import type { LibraryPage } from '../../common/api-types';
import { libraryQuerySchema } from '../../common/schemas/library';
import { json, parseQuery, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors } from '../lib/middleware';
import { listDocuments } from './library';
import { documentView, libraryCounts } from './repository';

/** GET /api/documents — the public library: documents of published sessions, with counts. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .handler(async (event) => {
    const query = parseQuery(event, libraryQuerySchema);
    const [result, counts] = await Promise.all([
      listDocuments({
        scope: { kind: 'public' },
        category: query.category,
        search: query.search,
        sort: query.sort ?? 'oldest',
        limit: query.limit,
        cursor: query.cursor,
      }),
      libraryCounts(),
    ]);
    const page: LibraryPage = {
      items: result.items.map(documentView),
      next_cursor: result.next_cursor,
      total: counts.total,
      by_category: counts.byCategory,
      matched: result.matched ?? (query.category ? counts.byCategory[query.category] : counts.total),
    };
    return json(200, page);
  });
