import { LIMITS } from '@common/limits';
import { tagKey } from '@common/search';
import { cardTags } from '@common/tags';

/**
 * A card's tags: the first three, then '+N plus' (SPEC §9). Tags become buttons with `onTagClick`.
 * `labelOf` spells a tag as the catalogue does (useTagLabels); by default as the session does.
 */
export function TagChips({
  tags,
  max = LIMITS.tagsPerCard,
  onTagClick,
  selected = [],
  labelOf = (tag) => tag,
}: {
  tags: readonly string[];
  max?: number;
  onTagClick?: (tag: string) => void;
  selected?: readonly string[];
  labelOf?: (tag: string) => string;
}) {
  // The catalogue-page handler picks the same chips (lambdas/pages/catalogue-preview.ts).
  const chips = cardTags(tags, max);
  if (chips.shown.length === 0) return null;
  const shown = chips.shown.map(labelOf);
  const { hidden } = chips;
  const selectedKeys = new Set(selected.map(tagKey));
  return (
    <ul
      className={`flex flex-wrap ${onTagClick ? 'gap-x-1.5 sm:pointer-fine:gap-y-1.5' : 'gap-1.5'}`}
      aria-label="Thématiques"
    >
      {shown.map((tag) => {
        const active = selectedKeys.has(tagKey(tag));
        // A long one-word tag breaks rather than widen the card (360 px phones).
        const classes = `inline-block max-w-full rounded-full px-2.5 py-0.5 text-left text-xs font-medium [overflow-wrap:anywhere] ${
          active ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800'
        }`;
        return (
          <li key={tag} className="max-w-full min-w-0">
            {onTagClick ? (
              // The chip stays small; the button around it is a 44 px high target on phones.
              <button
                type="button"
                onClick={() => onTagClick(tag)}
                aria-pressed={active}
                title={`Filtrer par « ${tag} »`}
                className="group inline-flex min-h-11 max-w-full min-w-11 items-center justify-center text-left sm:pointer-fine:min-h-6 sm:pointer-fine:min-w-0"
              >
                <span className={`${classes} group-hover:bg-brand-100 group-hover:text-brand-900`}>
                  {tag}
                </span>
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
