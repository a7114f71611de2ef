import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '@common/notifications';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

const keys = {
  unread: [...queryKeys.notifications, 'unread'] as const,
  list: [...queryKeys.notifications, 'list'] as const,
};

/** How often the badge asks again while the page is open (one bounded Query on the server). */
export const UNREAD_REFRESH_MS = 60_000;

/** GET /api/notifications/unread — the badge. Asked again every minute and when the tab comes back. */
export function unreadNotificationsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: keys.unread,
    queryFn: ({ signal }) => api<{ unread: number }>('/notifications/unread', { auth: 'required', signal }),
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}

/** GET /api/notifications — the panel, newest first, a page at a time. */
export function notificationsQuery(enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: keys.list,
    queryFn: ({ pageParam, signal }) =>
      api<NotificationPage>('/notifications', {
        auth: 'required',
        signal,
        query: { cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled,
    staleTime: 0,
  });
}

/** Marks one read (opened) or all read ("Tout marquer comme lu"); the badge and the list follow. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.notifications });
  const one = useMutation({
    mutationFn: (id: string) =>
      api<{ read: true }>(`/notifications/${encodeURIComponent(id)}/read`, {
        method: 'PUT',
        auth: 'required',
      }),
    onSettled: refresh,
  });
  const all = useMutation({
    mutationFn: () => api<{ unread: 0 }>('/notifications/read-all', { method: 'POST', auth: 'required' }),
    onSuccess: () => client.setQueryData(keys.unread, { unread: 0 }),
    onSettled: refresh,
  });
  return {
    markRead: one.mutate,
    markAllRead: all.mutate,
    markingAll: all.isPending,
    markAllFailed: all.isError,
  };
}
