import type { Me } from '@common/api-types';
import { api } from '@/lib/api-client';

/** POST /api/bootstrap-admin — makes the caller admin while no admin exists (the server decides). */
export function bootstrapAdmin(): Promise<Me> {
  return api<Me>('/bootstrap-admin', { method: 'POST', auth: 'required' });
}
