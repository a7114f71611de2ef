import type { SessionDoneAnswer } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { sessionPathSchema } from '@common/schemas/ids';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { apiHandler } from '../lib/api-handler';
import { findSession } from '../sessions/session-reads';
import { markSessionDone } from './parcours-writes';

/** PUT /api/me/parcours/sessions/{sessionId} — "J'ai terminé cette session", for a published session; idempotent. */
export const handler = apiHandler(
  'mark-session-done',
  { path: sessionPathSchema },
  async ({ caller, inputs }) => {
    const { sessionId } = inputs.path;
    const session = await findSession(sessionId);
    if (!session || session.status !== 'published' || session.deleting) {
      throw notFound(MESSAGES.sessionNotFoundOrNotPublished);
    }
    await markSessionDone(caller.id, sessionId);
    const body: SessionDoneAnswer = { session_id: sessionId, done: true };
    return json(200, body);
  },
);
