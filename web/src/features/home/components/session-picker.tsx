import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Session } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { CloseIcon, LayoutIcon, SearchIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { useDismiss } from '@/hooks/use-dismiss';
import { pluralize } from '@/lib/format';
import { filterSessionsByTitle, moveActiveIndex } from '@/features/home/utils/session-picker';

export type PickerSessions =
  | { status: 'idle' | 'loading' | 'error'; items: readonly Session[] }
  | { status: 'ready'; items: readonly Session[] };

/**
 * SPEC §2 Home, the floating 'Aller à la session' panel: a combobox (ARIA 1.2 pattern) that
 * filters published sessions by title, ignoring accents; ArrowUp/ArrowDown move, Enter opens
 * the session, Escape closes the panel. On phones the closed panel is a small round button.
 */
export function SessionPicker({
  sessions,
  onOpenPanel,
  onRetry,
  onChoose,
}: {
  sessions: PickerSessions;
  /** The panel opened: load the titles if not done yet. */
  onOpenPanel: () => void;
  onRetry: () => void;
  onChoose: (session: Session) => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const results = filterSessionsByTitle(sessions.items, query);
  const active = activeIndex >= 0 && activeIndex < results.length ? activeIndex : -1;

  const close = () => setOpen(false);
  useDismiss(open, [panelRef, toggleRef], close, toggleRef);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the highlighted option in sight while moving with the arrows.
  const activeOptionId = active >= 0 ? optionId(active) : null;
  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);

  const choose = (session: Session) => {
    setOpen(false);
    setQuery('');
    setActiveIndex(-1);
    // The session modal gives focus back to what had it: the toggle, which stays on screen.
    toggleRef.current?.focus();
    onChoose(session);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex(moveActiveIndex(active, event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (chosen) choose(chosen);
    }
    // Escape is handled by useDismiss: it closes the panel and returns focus to the toggle.
  };

  return (
    <>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label="Aller à la session"
          className="fixed right-4 bottom-20 left-4 z-40 flex max-h-[min(28rem,calc(100dvh-8rem))] flex-col rounded-2xl border border-stone-200 bg-white shadow-2xl sm:left-auto sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-100 px-4 py-3">
            <p className="font-semibold text-stone-900">Aller à la session</p>
            <button
              type="button"
              onClick={() => {
                close();
                toggleRef.current?.focus();
              }}
              aria-label="Fermer le panneau"
              className="flex size-11 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-900"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="flex min-h-0 flex-1 flex-col gap-2 p-3">
            <div className="relative">
              <label htmlFor={`${baseId}-input`} className="sr-only">
                Rechercher une session par titre
              </label>
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500" />
              <input
                ref={inputRef}
                id={`${baseId}-input`}
                type="text"
                role="combobox"
                aria-expanded={results.length > 0}
                aria-controls={listboxId}
                aria-autocomplete="list"
                aria-activedescendant={activeOptionId ?? undefined}
                autoComplete="off"
                value={query}
                placeholder="Titre de la session…"
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActiveIndex(-1);
                }}
                onKeyDown={onKeyDown}
                className="min-h-11 w-full rounded-lg border border-stone-300 bg-white py-2 pr-3 pl-10 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm"
              />
            </div>
            {sessions.status === 'ready' ? (
              <p role="status" className="px-1 text-xs text-stone-600">
                {results.length === 0
                  ? MESSAGES.emptySessions
                  : pluralize(results.length, 'session', 'sessions')}
              </p>
            ) : null}
            {sessions.status === 'error' ? (
              <ErrorBanner onRetry={onRetry}>{MESSAGES.failedToLoadSessions}</ErrorBanner>
            ) : sessions.status !== 'ready' ? (
              <div className="flex justify-center py-6">
                <Spinner label="Chargement des sessions" />
              </div>
            ) : null}
            <ul
              id={listboxId}
              role="listbox"
              aria-label="Sessions"
              className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
            >
              {results.map((session, index) => (
                <li
                  key={session.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(session)}
                  onMouseMove={() => {
                    if (index !== active) setActiveIndex(index);
                  }}
                  className={`cursor-pointer rounded-lg px-3 py-2.5 text-sm ${
                    index === active ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-stone-100'
                  }`}
                >
                  {session.title}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (!open) onOpenPanel();
          setOpen((value) => !value);
        }}
        className="inline-flex size-12 items-center justify-center gap-2 rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 sm:size-auto sm:min-h-11 sm:px-4"
      >
        <LayoutIcon className="size-5" />
        <span className="sr-only sm:not-sr-only sm:text-sm sm:font-semibold">Aller à la session</span>
      </button>
    </>
  );
}
