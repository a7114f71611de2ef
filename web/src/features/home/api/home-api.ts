import type {
  CatalogPage,
  DocumentItem,
  Page,
  PlatformStats,
  Session,
} from '../../../../../common/api-types';
import { api } from '../../../lib/api-client';
import { tagFilterParam } from '../../../../../common/tags';

/** GET /api/stats — the landing counters (public: no token, so it never waits for auth). */
export function getPlatformStats(signal?: AbortSignal): Promise<PlatformStats> {
  return api<PlatformStats>('/stats', { signal });
}

export interface HomeCatalogQuery {
  search: string;
  tags: readonly string[];
  limit: number;
  cursor?: string | null;
  signal?: AbortSignal;
}

/** GET /api/sessions — published sessions, newest first (SPEC §7), with 'X sur Y' counts. */
export function getHomeCatalog(query: HomeCatalogQuery): Promise<CatalogPage> {
  return api<CatalogPage>('/sessions', {
    query: {
      search: query.search.trim() || undefined,
      tags: tagFilterParam(query.tags),
      sort: 'newest',
      limit: query.limit,
      cursor: query.cursor,
    },
    signal: query.signal,
  });
}

/** GET /api/sessions/{id} — one published session (404 otherwise); a signed-in viewer is recorded. */
export function getPublishedSession(sessionId: string, signal?: AbortSignal): Promise<Session> {
  return api<Session>(`/sessions/${encodeURIComponent(sessionId)}`, { auth: 'optional', signal });
}

/** The API's largest page: a session's documents nearly always fit in one. */
const MAX_PAGE_SIZE = 100;

/** GET /api/sessions/{id}/documents — all the session's documents, newest first (SPEC §7). */
export async function getSessionDocuments(sessionId: string, signal?: AbortSignal): Promise<DocumentItem[]> {
  const items: DocumentItem[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<DocumentItem> = await api<Page<DocumentItem>>(
      `/sessions/${encodeURIComponent(sessionId)}/documents`,
      { query: { sort: 'newest', limit: MAX_PAGE_SIZE, cursor }, signal },
    );
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

/** Every published session (titles for the picker), newest first, 100 per call. */
export async function getAllPublishedSessions(signal?: AbortSignal): Promise<Session[]> {
  const items: Session[] = [];
  let cursor: string | null = null;
  do {
    const page: CatalogPage = await getHomeCatalog({
      search: '',
      tags: [],
      limit: MAX_PAGE_SIZE,
      cursor,
      signal,
    });
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}
