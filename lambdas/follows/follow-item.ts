/**
 * A follow: one person following one session. The item lives in the session's followers partition
 * (`FOLLOWERS#{session}`: the fan-out pages through it with Query) and carries GSI2 keys by person
 * (`FOLLOWS#{user}`: "Sessions suivies", newest first). The only place that maps follow items.
 */
import * as z from 'zod';
import { keys } from '../lib/keys';

export interface Follow {
  session_id: string;
  user_id: string;
  followed_at: string;
}

const followItemSchema = z.object({
  session_id: z.string(),
  user_id: z.string(),
  followed_at: z.string(),
});

export function toFollow(item: Record<string, unknown>): Follow {
  return followItemSchema.parse(item);
}

export function followItem(follow: Follow): Record<string, unknown> {
  return {
    ...keys.follow(follow.session_id, follow.user_id),
    ...keys.followedBy(follow.user_id, follow.followed_at, follow.session_id),
    type: 'follow',
    ...follow,
  };
}
