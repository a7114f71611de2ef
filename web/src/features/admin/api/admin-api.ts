import type { AdminUserList, ContactMessage, Me, Page } from '../../../../../common/api-types';
import type { Role } from '../../../../../common/roles';
import { api } from '../../../lib/api-client';

/** GET /api/admin/users — one page of 50, newest first; `search` is an e-mail substring. */
export function listUsers(params: { page: number; search?: string; signal?: AbortSignal }) {
  return api<AdminUserList>('/admin/users', {
    auth: 'required',
    query: { page: params.page, search: params.search?.trim() || undefined },
    signal: params.signal,
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

/** GET /api/admin/contact-messages — the help page's messages, newest first. */
export function listContactMessages(params: { cursor?: string | null; signal?: AbortSignal }) {
  return api<Page<ContactMessage>>('/admin/contact-messages', {
    auth: 'required',
    query: { cursor: params.cursor },
    signal: params.signal,
  });
}
