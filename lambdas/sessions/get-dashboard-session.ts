import { MESSAGES } from '@common/messages';
import { sessionPathSchema } from '@common/schemas/ids';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { findSession } from './session-reads';
import { publicSession } from './session-view';
import { canManageSession } from './rules';
import { apiHandler } from '../lib/api-handler';

/**
 * GET /api/dashboard/sessions/{sessionId} — any status, for its owner or an editor or admin.
 * Others get the same 404 as for a missing session: a draft's existence is not disclosed.
 */
export const handler = apiHandler(
  'get-dashboard-session',
  { path: sessionPathSchema },
  async ({ caller, inputs }) => {
    const { sessionId } = inputs.path;
    const session = await findSession(sessionId);
    if (!session || session.deleting || !canManageSession(caller, session)) {
      throw notFound(MESSAGES.sessionNotFoundOrNoPermission);
    }
    return json(200, publicSession(session));
  },
);
