import { LIMITS } from '../../../../common/limits';

/** A card's tags: the first three, then '+N plus' (SPEC §9). Tags become buttons with `onTagClick`. */
export function TagChips({
  tags,
  max = LIMITS.tagsPerCard,
  onTagClick,
  selected = [],
}: {
  tags: readonly string[];
  max?: number;
  onTagClick?: (tag: string) => void;
  selected?: readonly string[];
}) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Thématiques">
      {shown.map((tag) => {
        const active = selected.includes(tag);
        const classes = `rounded-full px-2.5 py-0.5 text-xs font-medium ${
          active ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800'
        }`;
        return (
          <li key={tag}>
            {onTagClick ? (
              <button
                type="button"
                onClick={() => onTagClick(tag)}
                aria-pressed={active}
                title={`Filtrer par « ${tag} »`}
                className={`${classes} min-h-6 hover:bg-brand-100 hover:text-brand-900`}
              >
                {tag}
              </button>
            ) : (
              <span className={classes}>{tag}</span>
            )}
          </li>
        );
      })}
      {hidden > 0 ? (
        <li className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700">
          +{hidden} plus
        </li>
      ) : null}
    </ul>
  );
}
