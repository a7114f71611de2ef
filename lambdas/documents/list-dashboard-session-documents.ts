import middy from '@middy/core';
import { MESSAGES } from '../../common/messages';
import { sessionPathSchema } from '../../common/schemas/ids';
import { libraryQuerySchema } from '../../common/schemas/library';
import { notFound } from '../lib/errors';
import { json, parsePath, parseQuery, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { findSession } from '../sessions/repository';
import { canManageSession } from '../sessions/rules';
import { documentListPage } from './library';

/** GET /api/dashboard/sessions/{sessionId}/documents — a session's documents, any status, for those who manage it. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const { sessionId } = parsePath(event, sessionPathSchema);
    const query = parseQuery(event, libraryQuerySchema);
    const session = await findSession(sessionId);
    if (!session || session.deleting || !canManageSession(caller, session)) {
      throw notFound(MESSAGES.sessionNotFoundOrNoPermission);
    }
    return json(
      200,
      await documentListPage({ kind: 'session', sessionId, publicOnly: false }, query, 'newest'),
    );
  });
