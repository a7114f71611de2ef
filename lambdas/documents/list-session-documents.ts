import middy from '@middy/core';
import { MESSAGES } from '../../common/messages';
import { sessionPathSchema } from '../../common/schemas/ids';
import { sessionDocumentsQuerySchema } from '../../common/schemas/library';
import { notFound } from '../lib/errors';
import { json, parsePath, parseQuery, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors } from '../lib/middleware';
import { findSession } from '../sessions/repository';
import { documentListPage } from './library';

/**
 * GET /api/sessions/{sessionId}/documents — a published session's documents, by default in the order
 * they are used in: guides, presentations, exercises, other files, then by title (`sort=category`).
 */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .handler(async (event) => {
    const { sessionId } = parsePath(event, sessionPathSchema);
    const query = parseQuery(event, sessionDocumentsQuerySchema);
    const session = await findSession(sessionId);
    if (!session || session.status !== 'published' || session.deleting) {
      throw notFound(MESSAGES.sessionNotFoundOrNotPublished);
    }
    return json(
      200,
      await documentListPage({ kind: 'session', sessionId, publicOnly: true }, query, 'category'),
    );
  });
