import { MESSAGES } from '@common/messages';
import { sessionPathSchema } from '@common/schemas/ids';
import { sessionInputSchema } from '@common/schemas/session';
import { syncDocumentsWithSession } from '../documents/document-sync';
import { forbidden, notFound } from '../lib/errors';
import { json } from '../lib/http';
import { resolveCover, withCover } from './cover';
import { findSession } from './session-reads';
import { publicSession } from './session-view';
import { updateSession } from './session-writes';
import { assertMayChangeStatus, assertMayEditPublished, canManageSession } from './rules';
import { logger } from '../lib/observability';
import { apiHandler } from '../lib/api-handler';

/** PUT /api/sessions/{sessionId} — the owner, or any editor or admin, saves the session form. */
export const handler = apiHandler(
  'update-session',
  { path: sessionPathSchema, body: sessionInputSchema },
  async ({ caller, inputs }) => {
    const { sessionId } = inputs.path;
    const input = inputs.body;
    const session = await findSession(sessionId);
    if (!session || session.deleting) throw notFound(MESSAGES.sessionNotFoundOrNoPermission);
    if (!canManageSession(caller, session)) throw forbidden(MESSAGES.noEditPermissionSession);
    assertMayChangeStatus(caller, session.status, input.status);
    assertMayEditPublished(caller, session.status);
    const cover = await resolveCover(input, session, caller.id);
    const updated = await withCover(cover, session, cover.fields, () =>
      updateSession(session, cover.fields, new Date().toISOString(), caller.id),
    );
    // Who sees the documents follows the session at every read; their copies of its title and
    // status (the lists they are in) are brought in step now. The save has committed whatever
    // happens here: what is left behind is caught up by the session's next save.
    try {
      const behind = await syncDocumentsWithSession(updated);
      if (behind.length > 0) logSyncBehind(sessionId, behind);
    } catch (error) {
      logSyncBehind(sessionId, [], error);
    }
    return json(200, publicSession(updated));
  },
);

function logSyncBehind(sessionId: string, documents: string[], error?: unknown) {
  logger.warn('Documents left out of step with their session', {
    sessionId,
    documents,
    ...(error ? { error } : {}),
  });
}
