import type { FollowState } from '@common/api-types';
import { canManageContent } from '@common/roles';
import { sessionPathSchema } from '@common/schemas/ids';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { followerCount } from './follow-reads';
import { unfollowSession } from './follow-writes';

/** DELETE /api/sessions/{sessionId}/follow — stop following, whatever the session's status now. */
export const handler = apiHandler(
  'unfollow-session',
  { path: sessionPathSchema },
  async ({ caller, inputs }) => {
    const { sessionId } = inputs.path;
    await unfollowSession(sessionId, caller.id);
    const answer: FollowState = {
      session_id: sessionId,
      following: false,
      ...(canManageContent(caller.role) ? { followers_count: await followerCount(sessionId) } : {}),
    };
    return json(200, answer);
  },
);
