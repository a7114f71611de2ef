import * as z from 'zod';
import type { CatalogPage } from '@common/api-types';
import { VALIDATION_MESSAGES } from '@common/messages';
import { catalogQuerySchema } from '@common/schemas/catalog';
import { listSessions } from './catalog';
import { catalogCounts } from './session-counts';
import { publicSession } from './session-view';

/**
 * The public catalogue's query string (GET /api/sessions): oldest first unless asked otherwise;
 * `programme` is the programme's order (its sessions by number, then the others).
 */
export const publicCatalogQuerySchema = catalogQuerySchema.extend({
  sort: z
    .enum(['oldest', 'newest', 'title', 'programme'], { error: VALIDATION_MESSAGES.invalidCatalogSort })
    .default('oldest'),
});

export type PublicCatalogQuery = z.output<typeof publicCatalogQuerySchema>;

/**
 * One page of the public catalogue with 'X sur Y', as GET /api/sessions answers it; the catalogue
 * page's handler serves its first page, without a query, in /sessions' HTML (the same answer).
 */
export async function publicCatalogPage(query: PublicCatalogQuery): Promise<CatalogPage> {
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
  return {
    items: result.items.map(publicSession),
    next_cursor: result.next_cursor,
    total: counts.publishedSessions,
    matched: result.matched ?? counts.publishedSessions,
  };
}
