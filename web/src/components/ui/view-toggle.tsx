import { GridIcon, ListIcon } from './icons';

export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** Grid / list switch (SPEC §2): two pressed-state buttons. */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const item = (mode: ViewMode, label: string, Icon: typeof GridIcon) => (
    <button
      type="button"
      aria-pressed={value === mode}
      aria-label={label}
      title={label}
      onClick={() => onChange(mode)}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md ${
        value === mode ? 'bg-brand-700 text-white' : 'text-stone-600 hover:bg-stone-100'
      }`}
    >
      <Icon className="size-5" />
    </button>
  );
  return (
    <div
      role="group"
      aria-label="Affichage"
      className="inline-flex gap-1 rounded-lg border border-stone-300 bg-white p-1"
    >
      {item('grid', 'Vue en grille', GridIcon)}
      {item('list', 'Vue en liste', ListIcon)}
    </div>
  );
}
