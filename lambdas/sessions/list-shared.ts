import type { DocumentItem, Session } from '@common/api-types';
import { sharedSessionsQuerySchema } from '@common/schemas/catalog';
import { documentListPage } from '../documents/library';
import { json } from '../lib/http';
import { listSessions } from './catalog';
import { catalogCounts } from './session-counts';
import { publicSession } from './session-view';
import { apiHandler } from '../lib/api-handler';

export interface SharedSession extends Session {
  documents: DocumentItem[];
  downloads_count: number;
}

/**
 * GET /api/shared-sessions — the shared catalogue: published sessions with their documents and
 * summed downloads, a page at a time (each session's documents are one bounded Query), newest
 * first or in the programme's order.
 */
export const handler = apiHandler(
  'list-shared-sessions',
  { query: sharedSessionsQuerySchema },
  async ({ inputs }) => {
    const query = inputs.query;
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
    const items: SharedSession[] = await Promise.all(
      result.items.map(async (session) => {
        const docs = await documentListPage(
          { kind: 'session', sessionId: session.id, publicOnly: true },
          { limit: 100 },
          'newest',
        );
        return {
          ...publicSession(session),
          documents: docs.items,
          downloads_count: session.downloads_count,
        };
      }),
    );
    return json(200, {
      items,
      next_cursor: result.next_cursor,
      total: counts.publishedSessions,
      matched: result.matched ?? counts.publishedSessions,
    });
  },
);
