import middy from '@middy/core';
import { MESSAGES } from '../../common/messages';
import { sessionPathSchema } from '../../common/schemas/ids';
import { notFound } from '../lib/errors';
import { json, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { findSession, publicSession } from './repository';
import { canManageSession } from './rules';

/**
 * GET /api/dashboard/sessions/{sessionId} — any status, for its owner or an editor or admin.
 * Others get the same 404 as for a missing session: a draft's existence is not disclosed.
 */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const { sessionId } = parsePath(event, sessionPathSchema);
    const session = await findSession(sessionId);
    if (!session || session.deleting || !canManageSession(caller, session)) {
      throw notFound(MESSAGES.sessionNotFoundOrNoPermission);
    }
    return json(200, publicSession(session));
  });
