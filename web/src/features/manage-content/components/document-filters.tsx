import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from '@common/documents';
import type { DocumentSort } from '@/api/library';
import { ListToolbar, ToolbarSelect } from '@/components/ui/list-toolbar';
import type { ViewMode } from '@/components/ui/view-toggle';
import { DASHBOARD_DOCUMENT_SORTS } from '@/features/manage-content/utils/document-list-filters';

const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((value) => ({
  value,
  label: DOCUMENT_CATEGORY_LABELS[value],
}));

/** Search (the caller debounces it), category filter, sort and, where offered, the grid/list switch. */
export function DocumentFilters({
  search,
  onSearchChange,
  category,
  onCategoryChange,
  sort,
  onSortChange,
  view,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  category: DocumentCategory | null;
  onCategoryChange: (value: DocumentCategory | null) => void;
  sort: DocumentSort;
  onSortChange: (value: DocumentSort) => void;
  view?: { value: ViewMode; onChange: (mode: ViewMode) => void };
}) {
  return (
    <ListToolbar
      search={{
        value: search,
        onChange: onSearchChange,
        label: 'Rechercher un document',
        placeholder: 'Rechercher un document…',
      }}
      selects={
        <ToolbarSelect
          label="Catégorie"
          all="Toutes les catégories"
          value={category}
          options={CATEGORY_OPTIONS}
          onChange={onCategoryChange}
        />
      }
      sort={{ value: sort, options: DASHBOARD_DOCUMENT_SORTS, onChange: onSortChange }}
      view={view}
    />
  );
}
