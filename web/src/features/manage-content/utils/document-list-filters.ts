import { DOCUMENT_CATEGORIES } from '@common/documents';
import type { DocumentListFilters } from '@/api/dashboard';
import type { DocumentSort } from '@/api/library';
import type { ToolbarOption } from '@/components/ui/list-toolbar';
import { VIEW_MODES, type ViewMode } from '@/components/ui/view-toggle';
import { readChoice, writeParams } from '@/lib/list-params';

/** The dashboard lists' sorts (SPEC §2: newest, oldest, title, downloads), newest first by default. */
export const DASHBOARD_DOCUMENT_SORTS: readonly ToolbarOption<DocumentSort>[] = [
  { value: 'newest', label: 'Plus récents' },
  { value: 'oldest', label: 'Plus anciens' },
  { value: 'title', label: 'Titre (A-Z)' },
  { value: 'downloads', label: 'Plus téléchargés' },
];

/** What /dashboard/documents keeps in its address (?search=&category=&sort=&view=). */
export interface DashboardDocumentFilters extends DocumentListFilters {
  view: ViewMode;
}

const DEFAULTS = { sort: 'newest', view: 'grid' } as const;

export function parseDocumentListFilters(params: URLSearchParams): DashboardDocumentFilters {
  return {
    search: params.get('search') ?? '',
    category: readChoice(params, 'category', DOCUMENT_CATEGORIES, null),
    sort: readChoice(
      params,
      'sort',
      DASHBOARD_DOCUMENT_SORTS.map((s) => s.value),
      DEFAULTS.sort,
    ),
    view: readChoice(params, 'view', VIEW_MODES, DEFAULTS.view),
  };
}

export function withDocumentListFilters(
  params: URLSearchParams,
  filters: DashboardDocumentFilters,
): URLSearchParams {
  return writeParams(
    params,
    { search: filters.search.trim(), category: filters.category, sort: filters.sort, view: filters.view },
    DEFAULTS,
  );
}
