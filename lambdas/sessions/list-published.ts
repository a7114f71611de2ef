import middy from '@middy/core';
import * as z from 'zod';
import type { CatalogPage } from '../../common/api-types';
import { catalogQuerySchema } from '../../common/schemas/catalog';
import { VALIDATION_MESSAGES } from '../../common/messages';
import { json, parseQuery, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors } from '../lib/middleware';
import { listSessions } from './catalog';
import { catalogCounts, publicSession } from './repository';

const querySchema = catalogQuerySchema.extend({
  sort: z
    .enum(['oldest', 'newest', 'title'], { error: VALIDATION_MESSAGES.invalidCatalogSort })
    .default('oldest'),
});

/** GET /api/sessions — the public catalogue: search, ALL-of tags, sorts, pages, and 'X sur Y'. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .handler(async (event) => {
    const query = parseQuery(event, querySchema);
    const [result, counts] = await Promise.all([
      listSessions({
        audience: { kind: 'public' },
        search: query.search,
        tags: query.tags,
        sort: query.sort,
        limit: query.limit,
        cursor: query.cursor,
      }),
      catalogCounts(),
    ]);
    const page: CatalogPage = {
      items: result.items.map(publicSession),
      next_cursor: result.next_cursor,
      total: counts.publishedSessions,
      matched: result.matched ?? counts.publishedSessions,
    };
    return json(200, page);
  });
