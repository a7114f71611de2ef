import { parseTagFilter, tagFilterParam } from '@common/tags';
import { VIEW_MODES, type ViewMode } from '@/components/ui/view-toggle';
import { uniqueTags } from '@/lib/catalogue-query';
import { readChoice, writeParams } from '@/lib/list-params';
import { SHARED_SORTS, type SharedSort } from '@/features/shared-sessions/api/shared-sessions-api';

/** What /dashboard/shared-sessions keeps in its address (?search=&tags=a,b&sort=&view=), as /sessions does. */
export interface SharedSessionsFilters {
  search: string;
  tags: string[];
  sort: SharedSort;
  view: ViewMode;
}

const DEFAULTS = { sort: 'newest', view: 'grid' } as const;

export function parseSharedSessionsFilters(params: URLSearchParams): SharedSessionsFilters {
  return {
    search: params.get('search') ?? '',
    tags: uniqueTags(parseTagFilter(params.get('tags') ?? '')),
    sort: readChoice(params, 'sort', SHARED_SORTS, DEFAULTS.sort),
    view: readChoice(params, 'view', VIEW_MODES, DEFAULTS.view),
  };
}

export function withSharedSessionsFilters(
  params: URLSearchParams,
  filters: SharedSessionsFilters,
): URLSearchParams {
  return writeParams(
    params,
    {
      search: filters.search.trim(),
      tags: tagFilterParam(filters.tags) ?? null,
      sort: filters.sort,
      view: filters.view,
    },
    DEFAULTS,
  );
}
