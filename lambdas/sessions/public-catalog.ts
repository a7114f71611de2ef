import * as z from 'zod';
import type { CatalogPage, Page } from '@common/api-types';
import { VALIDATION_MESSAGES } from '@common/messages';
import { catalogQuerySchema } from '@common/schemas/catalog';
import { listSessions, type ListResult } from './catalog';
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
 * One page of published sessions with 'X sur Y', each as `view` shows it: the public catalogue's
 * (GET /api/sessions, and its first page in /sessions' HTML) and the shared catalogue's.
 */
export async function publishedSessionsPage<T>(
  query: PublicCatalogQuery,
  view: (session: ListResult['items'][number]) => T | Promise<T>,
): Promise<Page<T> & Pick<CatalogPage, 'total' | 'matched'>> {
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
    items: await Promise.all(result.items.map(view)),
    next_cursor: result.next_cursor,
    total: counts.publishedSessions,
    matched: result.matched ?? counts.publishedSessions,
  };
}

/** One page of the public catalogue, as GET /api/sessions answers it. */
export function publicCatalogPage(query: PublicCatalogQuery): Promise<CatalogPage> {
  return publishedSessionsPage(query, publicSession);
}
