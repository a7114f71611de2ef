import type { FollowState } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { canManageContent } from '@common/roles';
import { sessionPathSchema } from '@common/schemas/ids';
import { apiHandler } from '../lib/api-handler';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { canManageSession } from '../sessions/rules';
import { findSession } from '../sessions/session-reads';
import { followerCount } from './follow-reads';
import { followSession } from './follow-writes';

/**
 * PUT /api/sessions/{sessionId}/follow — "Suivre cette session": a published session, or one the caller
 * manages. Following twice changes nothing; editors and admins get the count of followers back.
 */
export const handler = apiHandler(
  'follow-session',
  { path: sessionPathSchema },
  async ({ caller, inputs }) => {
    const { sessionId } = inputs.path;
    const session = await findSession(sessionId);
    const visible =
      session && !session.deleting && (session.status === 'published' || canManageSession(caller, session));
    if (!visible) throw notFound(MESSAGES.sessionNotFoundOrNotPublished);
    await followSession(sessionId, caller.id, new Date().toISOString());
    const answer: FollowState = {
      session_id: sessionId,
      following: true,
      ...(canManageContent(caller.role) ? { followers_count: await followerCount(sessionId) } : {}),
    };
    return json(200, answer);
  },
);
