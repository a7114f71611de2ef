import { MESSAGES } from '@common/messages';
import { sessionPathSchema } from '@common/schemas/ids';
import { sessionDocumentsQuerySchema } from '@common/schemas/library';
import { apiHandler } from '../lib/api-handler';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { findSession } from '../sessions/session-reads';
import { documentListPage } from './library';

/**
 * GET /api/sessions/{sessionId}/documents — a published session's documents, by default in the order
 * they are used in: guides, presentations, exercises, other files, then by title (`sort=category`).
 */
export const handler = apiHandler(
  'list-session-documents',
  { path: sessionPathSchema, query: sessionDocumentsQuerySchema },
  async ({ inputs }) => {
    const { sessionId } = inputs.path;
    const session = await findSession(sessionId);
    if (!session || session.status !== 'published' || session.deleting) {
      throw notFound(MESSAGES.sessionNotFoundOrNotPublished);
    }
    return json(
      200,
      await documentListPage({ kind: 'session', sessionId, publicOnly: true }, inputs.query, 'category'),
    );
  },
);
