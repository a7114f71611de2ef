import type { Page, Session } from '../../../../../common/api-types';
import { api } from '../../../lib/api-client';

export type PublicSessionSort = 'oldest' | 'newest';

/** GET /api/sessions — the public catalogue, one page at a time (no token: it is public). */
export function getPublishedSessions(params: {
  sort?: PublicSessionSort;
  cursor?: string | null;
  limit?: number;
  signal?: AbortSignal;
}): Promise<Page<Session>> {
  return api<Page<Session>>('/sessions', {
    query: { sort: params.sort ?? 'oldest', cursor: params.cursor, limit: params.limit },
    signal: params.signal,
  });
}
