import middy from '@middy/core';
import { MESSAGES } from '../../common/messages';
import { sessionPathSchema } from '../../common/schemas/ids';
import { sessionInputSchema } from '../../common/schemas/session';
import { syncDocumentsWithSession } from '../documents/repository';
import { forbidden, notFound } from '../lib/errors';
import { json, parseBody, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { resolveCover, withCover } from './cover';
import { findSession, publicSession, updateSession } from './repository';
import { assertMayChangeStatus, assertMayEditPublished, canManageSession } from './rules';
import { logger } from '../lib/observability';

/** PUT /api/sessions/{sessionId} — the owner, or any editor or admin, saves the session form. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const { sessionId } = parsePath(event, sessionPathSchema);
    const input = parseBody(event, sessionInputSchema);
    const session = await findSession(sessionId);
    if (!session || session.deleting) throw notFound(MESSAGES.sessionNotFoundOrNoPermission);
    if (!canManageSession(caller, session)) throw forbidden(MESSAGES.noEditPermissionSession);
    assertMayChangeStatus(caller, session.status, input.status);
    assertMayEditPublished(caller, session.status);
    const cover = await resolveCover(input, session, caller.id);
    const updated = await withCover(cover, session, cover.fields, () =>
      updateSession(session, cover.fields, new Date().toISOString()),
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
  });

function logSyncBehind(sessionId: string, documents: string[], error?: unknown) {
  logger.warn('Documents left out of step with their session', {
    sessionId,
    documents,
    ...(error ? { error } : {}),
  });
}
