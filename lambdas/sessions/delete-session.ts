import { MESSAGES } from '@common/messages';
import { sessionPathSchema } from '@common/schemas/ids';
import { removeDocumentsOfSession } from '../documents/remove';
import { deleteFollows } from '../follows/follow-writes';
import { forbidden, notFound } from '../lib/errors';
import { json } from '../lib/http';
import { deleteCoverFiles } from './cover';
import { beginSessionDelete, finishSessionDelete } from './session-writes';
import { deleteViewRecords } from './views';
import { deleteDoneMarks } from '../parcours/parcours-writes';
import { findSession } from './session-reads';
import { assertMayDeleteSession, canManageSession } from './rules';
import { apiHandler } from '../lib/api-handler';

/**
 * DELETE /api/sessions/{sessionId} — safe and resumable: the session leaves the public catalogue
 * first, then its documents and their files go, its views, who finished it and its follows, then the
 * session itself. Deleting again finishes an interrupted delete.
 */
export const handler = apiHandler(
  'delete-session',
  { path: sessionPathSchema },
  async ({ caller, inputs }) => {
    const { sessionId } = inputs.path;
    const session = await findSession(sessionId);
    if (!session) throw notFound(MESSAGES.sessionNotFoundOrNoPermission);
    if (!canManageSession(caller, session)) throw forbidden(MESSAGES.noEditPermissionSession);
    assertMayDeleteSession(caller);
    // From here its documents are hidden from everyone else: reads follow the session's `deleting`.
    await beginSessionDelete(session);
    await removeDocumentsOfSession(session.id);
    await deleteViewRecords(session.id);
    await deleteDoneMarks(session.id);
    // Unpublishing keeps the follows; deleting removes them, page by page as the views.
    await deleteFollows(session.id);
    await deleteCoverFiles(session);
    await finishSessionDelete({ ...session, deleting: true });
    return json(200, { deleted: session.id });
  },
);
