import { MESSAGES } from '@common/messages';
import { sessionPathSchema } from '@common/schemas/ids';
import { libraryQuerySchema } from '@common/schemas/library';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { findSession } from '../sessions/session-reads';
import { canManageSession } from '../sessions/rules';
import { documentListPage } from './library';
import { apiHandler } from '../lib/api-handler';

/** GET /api/dashboard/sessions/{sessionId}/documents — a session's documents, any status, for those who manage it. */
export const handler = apiHandler(
  'list-dashboard-session-documents',
  { path: sessionPathSchema, query: libraryQuerySchema },
  async ({ caller, inputs }) => {
    const { sessionId } = inputs.path;
    const query = inputs.query;
    const session = await findSession(sessionId);
    if (!session || session.deleting || !canManageSession(caller, session)) {
      throw notFound(MESSAGES.sessionNotFoundOrNoPermission);
    }
    return json(
      200,
      await documentListPage({ kind: 'session', sessionId, publicOnly: false }, query, 'newest'),
    );
  },
);
