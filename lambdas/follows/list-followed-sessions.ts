import type { FollowedSession, Page } from '@common/api-types';
import { followedSessionsQuerySchema } from '@common/schemas/notifications';
import { apiHandler } from '../lib/api-handler';
import { decodeKeyCursor, encodeKeyCursor, equals, listId, matches } from '../lib/cursor';
import { json } from '../lib/http';
import { keys } from '../lib/keys';
import { findSessions } from '../sessions/session-reads';
import { publicSession } from '../sessions/session-view';
import { followsOf } from './follow-reads';

/**
 * GET /api/me/followed-sessions — "Sessions suivies": the caller's follows, newest first (a Query of
 * GSI2, then one BatchGet of the sessions). An unpublished session is listed by its title only; a
 * deleted one has lost its follows.
 */
export const handler = apiHandler(
  'list-followed-sessions',
  { query: followedSessionsQuerySchema },
  async ({ caller, inputs }) => {
    const { limit, cursor } = inputs.query;
    const list = listId(['followed-sessions', caller.id]);
    const own = keys.followedBy(caller.id, '', '');
    const startKey = decodeKeyCursor(cursor, list, {
      PK: matches(/^FOLLOWERS#/),
      SK: equals(keys.follow('', caller.id).SK),
      GSI2PK: equals(own.GSI2PK),
      GSI2SK: matches(/^\d{4}-/),
    });
    const page = await followsOf(caller.id, { limit, startKey });
    const sessions = new Map(
      (await findSessions(page.follows.map((f) => f.session_id))).map((s) => [s.id, s] as const),
    );
    const items: FollowedSession[] = page.follows.flatMap((follow) => {
      const session = sessions.get(follow.session_id);
      if (!session || session.deleting) return [];
      return [
        {
          id: session.id,
          title: session.title,
          status: session.status,
          followed_at: follow.followed_at,
          session: session.status === 'published' ? publicSession(session) : null,
        },
      ];
    });
    const answer: Page<FollowedSession> = { items, next_cursor: encodeKeyCursor(list, page.lastKey) };
    return json(200, answer);
  },
);
