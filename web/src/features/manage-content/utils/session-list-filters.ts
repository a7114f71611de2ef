import { SESSION_STATUSES, type SessionStatus } from '@common/session-status';
import type { DashboardSessionSort } from '@/api/dashboard';
import type { ToolbarOption } from '@/components/ui/list-toolbar';
import { VIEW_MODES, type ViewMode } from '@/components/ui/view-toggle';
import { readChoice, writeParams } from '@/lib/list-params';

/** SPEC §2 /dashboard/sessions: last modified first by default, then creation date, title. */
export const SESSION_LIST_SORTS: readonly ToolbarOption<DashboardSessionSort>[] = [
  { value: 'updated', label: 'Dernière modification' },
  { value: 'created', label: 'Date de création' },
  { value: 'title', label: 'Titre (A–Z)' },
];

/** What /dashboard/sessions keeps in its address (?search=&status=&sort=&view=). */
export interface SessionListFilters {
  search: string;
  status: SessionStatus | null;
  sort: DashboardSessionSort;
  view: ViewMode;
}

const DEFAULTS = { sort: 'updated', view: 'grid' } as const;

export function parseSessionListFilters(params: URLSearchParams): SessionListFilters {
  return {
    search: params.get('search') ?? '',
    status: readChoice(params, 'status', SESSION_STATUSES, null),
    sort: readChoice(
      params,
      'sort',
      SESSION_LIST_SORTS.map((s) => s.value),
      DEFAULTS.sort,
    ),
    view: readChoice(params, 'view', VIEW_MODES, DEFAULTS.view),
  };
}

export function withSessionListFilters(
  params: URLSearchParams,
  filters: SessionListFilters,
): URLSearchParams {
  return writeParams(
    params,
    { search: filters.search.trim(), status: filters.status, sort: filters.sort, view: filters.view },
    DEFAULTS,
  );
}
