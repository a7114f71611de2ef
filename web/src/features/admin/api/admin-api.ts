import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserList,
  AdminUserListItem,
  Announcement,
  AnnouncementRecipients,
  ContactMessage,
  Me,
  Page,
} from '@common/api-types';
import type { AnnouncementInput } from '@common/schemas/notifications';
import type { Role } from '@common/roles';
import { queryKeys } from '@/api/query-keys';
import { api, isApiError } from '@/lib/api-client';

/** Every cached page of the user list (any search). */
const usersKey = [...queryKeys.admin, 'users'] as const;

/** GET /api/admin/users — one page of 50, newest first; `search` is an e-mail substring. */
export function listUsers(params: { page: number; search?: string; signal?: AbortSignal }) {
  return api<AdminUserList>('/admin/users', {
    auth: 'required',
    query: { page: params.page, search: params.search?.trim() || undefined },
    signal: params.signal,
  });
}

export function adminUsersQueryOptions(params: { page: number; search: string }) {
  const { page, search } = params;
  return queryOptions({
    queryKey: [...usersKey, { search: search.trim(), page }] as const,
    queryFn: ({ signal }) => listUsers({ page, search, signal }),
  });
}

/** PUT /api/admin/users/{id}/role — answers the user's updated profile. */
export function assignRole(userId: string, role: Role) {
  return api<Me>(`/admin/users/${encodeURIComponent(userId)}/role`, {
    method: 'PUT',
    auth: 'required',
    body: { role },
  });
}

/**
 * Gives `user` a role. SPEC §4: every cached page that lists them shows the new role at once; a 409
 * (their role changed meanwhile, or they are the last admin) fetches the lists again, so what is
 * shown is what the server holds.
 */
export function useAssignRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, role }: { user: AdminUserListItem; role: Role }) => assignRole(user.id, role),
    onSuccess: (updated, { user }) => {
      client.setQueriesData<AdminUserList>({ queryKey: usersKey }, (list) =>
        list
          ? { ...list, users: list.users.map((u) => (u.id === user.id ? { ...u, role: updated.role } : u)) }
          : list,
      );
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void client.invalidateQueries({ queryKey: usersKey });
    },
  });
}

/** GET /api/admin/contact-messages — the help page's messages, newest first. */
export function listContactMessages(params: { cursor?: string | null; signal?: AbortSignal }) {
  return api<Page<ContactMessage>>('/admin/contact-messages', {
    auth: 'required',
    query: { cursor: params.cursor },
    signal: params.signal,
  });
}

/** The contact messages page by page ('Charger plus'). */
export function contactMessagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.contactMessages,
    queryFn: ({ pageParam, signal }) => listContactMessages({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

/** Every cached read of the announcements: the sent list and the recipients' count. */
const announcementsKey = [...queryKeys.admin, 'announcements'] as const;

/** GET /api/admin/announcements/recipients — how many an announcement would reach now. */
export function announcementRecipientsQueryOptions() {
  return queryOptions({
    queryKey: [...announcementsKey, 'recipients'] as const,
    queryFn: ({ signal }) =>
      api<AnnouncementRecipients>('/admin/announcements/recipients', { auth: 'required', signal }),
  });
}

/** GET /api/admin/announcements — what was sent, newest first ('Charger plus'). */
export function announcementsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...announcementsKey, 'sent'] as const,
    queryFn: ({ pageParam, signal }) =>
      api<Page<Announcement>>('/admin/announcements', {
        auth: 'required',
        query: { cursor: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

/**
 * POST /api/admin/announcements — `request_id` is the draft's: the same draft sent twice (a double
 * click, a retry after a lost answer) is sent once.
 */
export function useSendAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) =>
      api<Announcement>('/admin/announcements', { method: 'POST', auth: 'required', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: announcementsKey }),
  });
}
