import { useId, type ReactNode } from 'react';
import { buttonClasses } from './button-styles';
import { ChevronDownIcon, FilterIcon } from './icons';
import { SearchField } from './search-field';
import { ViewToggle, type ViewMode } from './view-toggle';

/** One entry of a list's menu (a sort, a status…): adding a sort is adding one of these. */
export interface ToolbarOption<V extends string> {
  value: V;
  label: string;
}

const SELECT =
  'mt-1 block min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm';

/**
 * A labelled menu of the toolbar. `all` adds a first entry for "no filter" (value ''), read back as
 * null; without it the value is always one of `options`.
 */
export function ToolbarSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  all,
}: {
  label: string;
  value: V | null;
  options: readonly ToolbarOption<V>[];
  onChange: (value: V | null) => void;
  all?: string;
}) {
  const id = useId();
  return (
    // As wide as its longest choice ("Ordre du programme"): on a phone the buttons beside it wrap below rather than clip it.
    <div className="min-w-fit flex-1 basis-32 sm:w-48 sm:flex-none">
      <label htmlFor={id} className="block text-xs font-medium text-stone-700">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((o) => o.value === event.target.value)?.value ?? null)}
        className={SELECT}
      >
        {all !== undefined ? <option value="">{all}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The toolbar of every list page: the search box, then the list's menus (`selects`), its sort, a
 * button opening a filter panel and the grid/list switch, each only where the list has it; `children`
 * sits under them (results line, a filter always shown).
 */
export function ListToolbar<S extends string>({
  search,
  sort,
  selects,
  filterPanel,
  view,
  label,
  children,
}: {
  search: { value: string; onChange: (value: string) => void; label: string; placeholder: string };
  sort?: { value: S; options: readonly ToolbarOption<S>[]; onChange: (value: S) => void };
  selects?: ReactNode;
  filterPanel?: {
    open: boolean;
    onToggle: () => void;
    /** Shown on the button while a filter of the panel is on (a count, 'Filtré'). */
    badge?: ReactNode;
    testId?: string;
    content: ReactNode;
  };
  view?: { value: ViewMode; onChange: (mode: ViewMode) => void };
  /** The landmark's name where a page has several. */
  label?: string;
  children?: ReactNode;
}) {
  const panelId = useId();
  return (
    <search aria-label={label} className="block rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchField
          value={search.value}
          onChange={search.onChange}
          label={search.label}
          placeholder={search.placeholder}
          className="lg:flex-1"
        />
        {selects || sort || filterPanel || view ? (
          <div className="flex flex-wrap items-end gap-3">
            {selects}
            {sort ? (
              <ToolbarSelect
                label="Trier par"
                value={sort.value}
                options={sort.options}
                onChange={(value) => {
                  if (value) sort.onChange(value);
                }}
              />
            ) : null}
            {filterPanel || view ? (
              <div className="flex items-end gap-3">
                {filterPanel ? (
                  <button
                    type="button"
                    aria-expanded={filterPanel.open}
                    aria-controls={panelId}
                    onClick={filterPanel.onToggle}
                    data-testid={filterPanel.testId}
                    className={buttonClasses(filterPanel.open ? 'primary' : 'secondary', 'md', 'shrink-0')}
                  >
                    <FilterIcon className="size-4" />
                    Filtres
                    {filterPanel.badge ? (
                      <span
                        className={`inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-bold ${
                          filterPanel.open ? 'bg-white text-brand-800' : 'bg-brand-700 text-white'
                        }`}
                      >
                        {filterPanel.badge}
                      </span>
                    ) : null}
                    <ChevronDownIcon
                      className={`size-4 transition-transform ${filterPanel.open ? 'rotate-180' : ''}`}
                    />
                  </button>
                ) : null}
                {view ? <ViewToggle value={view.value} onChange={view.onChange} /> : null}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
      {filterPanel ? (
        <div id={panelId} hidden={!filterPanel.open} className="mt-4 border-t border-stone-100 pt-4">
          {filterPanel.content}
        </div>
      ) : null}
      {children ? <div className="mt-4 border-t border-stone-100 pt-4">{children}</div> : null}
    </search>
  );
}
