import middy from '@middy/core';
import { MESSAGES } from '../../common/messages';
import { sessionPathSchema } from '../../common/schemas/ids';
import { removeDocumentsOfSession } from '../documents/remove';
import { forbidden, notFound } from '../lib/errors';
import { json, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { deleteCoverFiles } from './cover';
import { beginSessionDelete, deleteViewRecords, findSession, finishSessionDelete } from './repository';
import { assertMayDeleteSession, canManageSession } from './rules';

/**
 * DELETE /api/sessions/{sessionId} — safe and resumable: the session leaves the public catalogue
 * first, then its documents and their files go, then the session itself. Deleting again finishes
 * an interrupted delete.
 */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const { sessionId } = parsePath(event, sessionPathSchema);
    const session = await findSession(sessionId);
    if (!session) throw notFound(MESSAGES.sessionNotFoundOrNoPermission);
    if (!canManageSession(caller, session)) throw forbidden(MESSAGES.noEditPermissionSession);
    assertMayDeleteSession(caller);
    // From here its documents are hidden from everyone else: reads follow the session's `deleting`.
    await beginSessionDelete(session);
    await removeDocumentsOfSession(session.id);
    await deleteViewRecords(session.id);
    await deleteCoverFiles(session);
    await finishSessionDelete({ ...session, deleting: true });
    return json(200, { deleted: session.id });
  });
