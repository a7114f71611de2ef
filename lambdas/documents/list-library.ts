import type { LibraryPage } from '@common/api-types';
import { libraryQuerySchema } from '@common/schemas/library';
import { json } from '../lib/http';
import { listDocuments } from './library';
import { documentView } from './document-view';
import { libraryCounts } from './document-counts';
import { apiHandler } from '../lib/api-handler';

/** GET /api/documents — the public library: documents of published sessions, with counts. */
export const handler = apiHandler('list-library', { query: libraryQuerySchema }, async ({ inputs }) => {
  const query = inputs.query;
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
