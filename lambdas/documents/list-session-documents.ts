import { MESSAGES } from '../../common/messages';
import { sessionPathSchema } from '../../common/schemas/ids';
import { libraryQuerySchema } from '../../common/schemas/library';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { findSession } from '../sessions/session-reads';
import { documentListPage } from './library';
import { apiHandler } from '../lib/api-handler';

/** GET /api/sessions/{sessionId}/documents — a published session's documents, newest first by default. */
export const handler = apiHandler(
  'list-session-documents',
  { path: sessionPathSchema, query: libraryQuerySchema },
  async ({ inputs }) => {
    const { sessionId } = inputs.path;
    const query = inputs.query;
    const session = await findSession(sessionId);
    if (!session || session.status !== 'published' || session.deleting) {
      throw notFound(MESSAGES.sessionNotFoundOrNotPublished);
    }
    return json(
      200,
      await documentListPage({ kind: 'session', sessionId, publicOnly: true }, query, 'newest'),
    );
  },
);
