import { useId, useState } from 'react';
import { CloseIcon, PlusIcon } from '@/components/ui/icons';
import { addTags, pendingTagError, removeTag } from '@/features/manage-content/utils/session-form';

const INPUT =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none sm:text-sm';

/**
 * SPEC §5 tags: typed text is added with Enter or the + button, trimmed, without duplicates;
 * hashtags (#Finance #Levée_de_fonds) become several tags; each chip can be removed.
 * The text being typed is lifted to the form (`pending`) so a save does not lose it.
 */
export function TagInput({
  tags,
  onChange,
  pending,
  onPendingChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  pending: string;
  onPendingChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  // An over-long tag is said as it is typed, not found out on save.
  const shownError = pendingTagError(pending) ?? localError ?? error;

  function commit() {
    const result = addTags(tags, pending);
    setLocalError(result.error);
    if (result.error) return;
    onChange(result.tags);
    onPendingChange('');
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        Thématiques
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          value={pending}
          onChange={(event) => {
            setLocalError(null);
            onPendingChange(event.target.value);
          }}
          onKeyDown={(event) => {
            // Enter adds the tag instead of submitting the whole form.
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              commit();
            }
          }}
          placeholder="Ex. : Pitch ou #Finance #Levée_de_fonds"
          autoComplete="off"
          aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
          aria-invalid={shownError ? true : undefined}
          className={INPUT}
        />
        <button
          type="button"
          onClick={commit}
          disabled={!pending.trim()}
          aria-label="Ajouter la thématique"
          title="Ajouter la thématique"
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white text-brand-800 shadow-sm hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <PlusIcon className="size-5" />
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone-600">
        Appuyez sur Entrée ou sur + pour ajouter. Des hashtags ou des virgules séparent plusieurs thématiques.
      </p>
      {shownError ? (
        <p id={`${id}-error`} aria-live="polite" className="mt-1.5 text-sm font-medium text-red-700">
          {shownError}
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Thématiques ajoutées" data-testid="tag-list">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200 ring-inset"
            >
              {/* A long one-word tag breaks rather than widen the form (360 px phones). */}
              <span className="min-w-0 [overflow-wrap:anywhere]">{tag}</span>
              <button
                type="button"
                onClick={() => onChange(removeTag(tags, tag))}
                aria-label={`Retirer la thématique « ${tag} »`}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
