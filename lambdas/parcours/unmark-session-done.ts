import type { SessionDoneAnswer } from '@common/api-types';
import { sessionPathSchema } from '@common/schemas/ids';
import { json } from '../lib/http';
import { apiHandler } from '../lib/api-handler';
import { unmarkSessionDone } from './parcours-writes';

/**
 * DELETE /api/me/parcours/sessions/{sessionId} — the same button pressed again: the session is no
 * longer marked done. Idempotent, and allowed whatever became of the session (it is one's own mark).
 */
export const handler = apiHandler(
  'unmark-session-done',
  { path: sessionPathSchema },
  async ({ caller, inputs }) => {
    const { sessionId } = inputs.path;
    await unmarkSessionDone(caller.id, sessionId);
    const body: SessionDoneAnswer = { session_id: sessionId, done: false };
    return json(200, body);
  },
);
