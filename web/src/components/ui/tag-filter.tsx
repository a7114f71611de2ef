import { useState } from 'react';
import type { TagCount } from '@common/api-types';
import { tagKey } from '@common/search';
import { CloseIcon } from './icons';

/**
 * The tag filter panel (SPEC §2): a session must carry ALL selected tags. Shows `visible`
 * tags (15 public, 20 shared catalogue), then a '+N plus' / 'Voir moins' toggle; selected
 * tags are always shown and removable; 'Effacer les filtres' clears them.
 */
export function TagFilter({
  tags,
  selected,
  onToggle,
  onClear,
  visible,
}: {
  tags: readonly TagCount[];
  selected: readonly string[];
  onToggle: (tag: string) => void;
  onClear: () => void;
  visible: number;
}) {
  const [expanded, setExpanded] = useState(false);
  // Compared as the API compares tags: a link's 'financement' selects the panel's 'Financement'.
  const selectedKeys = new Set(selected.map(tagKey));
  const isSelected = (tag: string) => selectedKeys.has(tagKey(tag));
  const hiddenCount = Math.max(0, tags.length - visible);
  const shown = expanded ? tags : tags.slice(0, visible);
  // A selected tag beyond the fold stays visible so it can be removed.
  const extraSelected = expanded ? [] : tags.slice(visible).filter((tag) => isSelected(tag.tag));
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-2" aria-label="Filtrer par thématique">
        {[...shown, ...extraSelected].map(({ tag, count }) => {
          const active = isSelected(tag);
          return (
            <li key={tag} className="max-w-full min-w-0">
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onToggle(tag)}
                className={`inline-flex min-h-11 max-w-full sm:pointer-fine:min-h-9 items-center gap-1.5 rounded-full border px-3 text-left text-sm font-medium transition-colors ${
                  active
                    ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                    : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-800'
                }`}
              >
                {/* A long one-word tag breaks rather than widen the page (360 px phones). */}
                <span className="min-w-0 [overflow-wrap:anywhere]">{tag}</span>
                <span className={active ? 'text-white/80' : 'text-stone-500'}>({count})</span>
                {active ? <CloseIcon className="size-3.5 shrink-0" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {hiddenCount > 0 ? (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline sm:pointer-fine:min-h-0"
          >
            {expanded ? 'Voir moins' : `+${hiddenCount} plus`}
          </button>
        ) : null}
        {selected.length > 0 ? (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex min-h-11 items-center font-semibold text-stone-700 hover:text-stone-950 hover:underline sm:pointer-fine:min-h-0"
          >
            Effacer les filtres
          </button>
        ) : null}
      </div>
    </div>
  );
}
