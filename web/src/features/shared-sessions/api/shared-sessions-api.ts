import type { DocumentItem, Page, Session } from '../../../../../common/api-types';
import { api } from '../../../lib/api-client';
import { tagFilterParam } from '../../../../../common/tags';

/** A published session as the shared catalogue lists it: its documents and summed downloads. */
export interface SharedSession extends Session {
  /** Newest first. */
  documents: DocumentItem[];
  downloads_count: number;
}

export interface SharedSessionsPage extends Page<SharedSession> {
  /** Every published session. */
  total: number;
  /** Those matching the search and tags. */
  matched: number;
}

/** GET /api/shared-sessions — newest first, a page at a time (signed-in users). */
export function getSharedSessions(params: {
  search: string;
  tags: readonly string[];
  cursor?: string | null;
  signal?: AbortSignal;
}): Promise<SharedSessionsPage> {
  return api<SharedSessionsPage>('/shared-sessions', {
    auth: 'required',
    query: {
      search: params.search.trim() || undefined,
      tags: tagFilterParam(params.tags),
      cursor: params.cursor,
    },
    signal: params.signal,
  });
}
