import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueries,
  useQueryClient,
} from '@tanstack/react-query';
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

/** The lookup's ceiling of sessions per request (common/schemas/notifications.ts). */
export const FOLLOW_LOOKUP_MAX = 50;

/** GET /api/me/follows?sessions=a,b,… — the follow states of one page of cards, in one request. */
export function pageFollowStatesQuery(sessionIds: readonly string[], enabled: boolean) {
  return queryOptions({
    queryKey: [...queryKeys.follows, 'page', sessionIds.join(',')] as const,
    queryFn: async ({ signal }) => {
      const { items } = await api<{ items: FollowState[] }>('/me/follows', {
        auth: 'required',
        signal,
        query: { sessions: sessionIds.join(',') },
      });
      return items;
    },
    enabled: enabled && sessionIds.length > 0,
  });
}

type PageStates = FollowState[] | undefined;

/**
 * The follow toggles of a list of cards: the states come a page of cards at a time (one lookup per
 * `pageSize` cards, never one per card); a toggle shows at once (optimistic), and goes back with a
 * French error when the API refuses it.
 */
export function useCardFollows(sessionIds: readonly string[], enabled: boolean, pageSize: number) {
  const client = useQueryClient();
  const size = Math.min(pageSize, FOLLOW_LOOKUP_MAX);
  const pages: string[][] = [];
  for (let start = 0; start < sessionIds.length; start += size)
    pages.push(sessionIds.slice(start, start + size));
  const results = useQueries({ queries: pages.map((ids) => pageFollowStatesQuery(ids, enabled)) });
  const states = new Map<string, FollowState>();
  for (const result of results) for (const state of result.data ?? []) states.set(state.session_id, state);

  const toggle = useMutation({
    mutationFn: ({ sessionId, follow }: { sessionId: string; follow: boolean }) =>
      api<FollowState>(`/sessions/${encodeURIComponent(sessionId)}/follow`, {
        method: follow ? 'PUT' : 'DELETE',
        auth: 'required',
      }),
    onMutate: async ({ sessionId, follow }) => {
      const pageKey = [...queryKeys.follows, 'page'];
      await client.cancelQueries({ queryKey: pageKey });
      const before = client.getQueriesData<PageStates>({ queryKey: pageKey });
      client.setQueriesData<PageStates>({ queryKey: pageKey }, (states) =>
        states?.map((state) =>
          state.session_id === sessionId && state.following !== follow
            ? {
                ...state,
                following: follow,
                ...(state.followers_count === undefined
                  ? {}
                  : { followers_count: Math.max(0, state.followers_count + (follow ? 1 : -1)) }),
              }
            : state,
        ),
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSuccess: (state) => {
      client.setQueriesData<PageStates>({ queryKey: [...queryKeys.follows, 'page'] }, (states) =>
        states?.map((s) => (s.session_id === state.session_id ? { ...s, ...state } : s)),
      );
      client.setQueryData(keys.session(state.session_id), state);
      void client.invalidateQueries({ queryKey: keys.followed });
    },
  });

  return {
    stateOf: (sessionId: string) => states.get(sessionId),
    toggle: (sessionId: string, follow: boolean) => toggle.mutate({ sessionId, follow }),
    pendingId: toggle.isPending ? toggle.variables.sessionId : null,
    failedId: toggle.isError ? toggle.variables.sessionId : null,
  };
}

export type CardFollows = ReturnType<typeof useCardFollows>;
