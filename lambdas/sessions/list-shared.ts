import type { DocumentItem, Session } from '@common/api-types';
import { sharedSessionsQuerySchema } from '@common/schemas/catalog';
import { documentListPage } from '../documents/library';
import { json } from '../lib/http';
import { publishedSessionsPage } from './public-catalog';
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
    const page = await publishedSessionsPage(inputs.query, async (session): Promise<SharedSession> => {
      const docs = await documentListPage(
        { kind: 'session', sessionId: session.id, publicOnly: true },
        { limit: 100 },
        'newest',
      );
      return { ...publicSession(session), documents: docs.items, downloads_count: session.downloads_count };
    });
    return json(200, page);
  },
);
