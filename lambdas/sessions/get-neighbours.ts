import middy from '@middy/core';
import type { SessionNeighbours } from '../../common/api-types';
import { MESSAGES } from '../../common/messages';
import { sessionPathSchema } from '../../common/schemas/ids';
import { notFound } from '../lib/errors';
import { json, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors } from '../lib/middleware';
import { findSession, findSessions, publishedNeighbours } from './repository';

/** GET /api/sessions/{sessionId}/neighbours — previous and next published sessions by creation date. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .handler(async (event) => {
    const { sessionId } = parsePath(event, sessionPathSchema);
    const session = await findSession(sessionId);
    if (!session || session.status !== 'published' || session.deleting) {
      throw notFound(MESSAGES.sessionNotFoundOrNotPublished);
    }
    const ids = await publishedNeighbours(session);
    const found = await findSessions([ids.previous, ids.next].filter((id): id is string => id !== null));
    const pick = (id: string | null) => {
      const s = found.find((f) => f.id === id);
      return s ? { id: s.id, title: s.title } : null;
    };
    const body: SessionNeighbours = { previous: pick(ids.previous), next: pick(ids.next) };
    return json(200, body);
  });
