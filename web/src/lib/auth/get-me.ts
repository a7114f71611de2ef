import type { Me } from '@common/api-types';
import { api } from '@/lib/api-client';

/** GET /api/me — the signed-in user's profile and role as the API holds them right now. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return api<Me>('/me', { auth: 'required', signal });
}
