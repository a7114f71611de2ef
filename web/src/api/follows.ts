import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowedSession, FollowState, Page } from '@common/api-types';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

const keys = {
  session: (sessionId: string) => [...queryKeys.follows, 'session', sessionId] as const,
  followed: [...queryKeys.follows, 'followed-sessions'] as const,
};

/** GET /api/me/follows?sessions={id} — whether the signed-in person follows it (and, for editors, how many do). */
export function followStateQuery(sessionId: string, enabled: boolean) {
  return queryOptions({
    queryKey: keys.session(sessionId),
    queryFn: async ({ signal }) => {
      const { items } = await api<{ items: FollowState[] }>('/me/follows', {
        auth: 'required',
        signal,
        query: { sessions: sessionId },
      });
      return items[0] ?? { session_id: sessionId, following: false };
    },
    enabled: enabled && sessionId !== '',
  });
}

/** "Suivre cette session" / "Session suivie": PUT or DELETE, the answer replacing the cached state. */
export function useToggleFollow(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      api<FollowState>(`/sessions/${encodeURIComponent(sessionId)}/follow`, {
        method: follow ? 'PUT' : 'DELETE',
        auth: 'required',
      }),
    onSuccess: (state) => {
      client.setQueryData(keys.session(sessionId), state);
      void client.invalidateQueries({ queryKey: keys.followed });
    },
  });
}

/** GET /api/me/followed-sessions — "Sessions suivies", newest follow first. */
export function followedSessionsQuery() {
  return infiniteQueryOptions({
    queryKey: keys.followed,
    queryFn: ({ pageParam, signal }) =>
      api<Page<FollowedSession>>('/me/followed-sessions', {
        auth: 'required',
        signal,
        query: { cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
