import type { CatalogPage, TagCount } from '../../../common/api-types';
import { api } from '../lib/api-client';
import type { CatalogueSort } from '../lib/catalogue-query';
import { tagFilterParam } from '../../../common/tags';

/** GET /api/sessions — the public catalogue, one page at a time (no token: it is public). */
export function getPublishedSessions(params: {
  search?: string;
  tags?: readonly string[];
  sort?: CatalogueSort;
  cursor?: string | null;
  limit?: number;
  signal?: AbortSignal;
}): Promise<CatalogPage> {
  return api<CatalogPage>('/sessions', {
    query: {
      search: params.search?.trim() || undefined,
      tags: tagFilterParam(params.tags ?? []),
      sort: params.sort ?? 'oldest',
      cursor: params.cursor,
      limit: params.limit,
    },
    signal: params.signal,
  });
}

/** GET /api/sessions/tags — every tag of the published sessions, most used first. */
export async function getSessionTags(signal?: AbortSignal): Promise<TagCount[]> {
  const body = await api<{ tags: TagCount[] }>('/sessions/tags', { signal });
  return body.tags;
}

/** Every published session's id and title, oldest first (the session selector's list). */
export async function getPublishedSessionTitles(
  signal?: AbortSignal,
): Promise<{ id: string; title: string }[]> {
  const titles: { id: string; title: string }[] = [];
  let cursor: string | null = null;
  do {
    const page: CatalogPage = await getPublishedSessions({ sort: 'oldest', limit: 100, cursor, signal });
    titles.push(...page.items.map(({ id, title }) => ({ id, title })));
    cursor = page.next_cursor;
  } while (cursor);
  return titles;
}
