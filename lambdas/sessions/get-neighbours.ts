import type { SessionNeighbours } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { sessionPathSchema } from '@common/schemas/ids';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { findSession, findSessions, publishedNeighbours } from './session-reads';
import { apiHandler } from '../lib/api-handler';

/** GET /api/sessions/{sessionId}/neighbours — previous and next published sessions by creation date. */
export const handler = apiHandler(
  'get-session-neighbours',
  { path: sessionPathSchema },
  async ({ inputs }) => {
    const { sessionId } = inputs.path;
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
  },
);
