import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { ArrowRightIcon, CheckIcon, CloseIcon, SearchIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { MESSAGES } from '@common/messages';
import { allPublishedSessionsQuery } from '@/api/published-sessions';
import { filterTitles } from '@/features/sessions/utils/filter-titles';

/**
 * The slide-out session selector (SPEC §2 /session/{id}): published session titles, filtered
 * as you type; arrows move, Enter opens, Escape closes; focus stays inside while it is open
 * and returns to its button after.
 */
export function SessionSelector({
  open,
  onClose,
  currentId,
}: {
  open: boolean;
  onClose: () => void;
  currentId: string;
}) {
  const { ref, onKeyDown } = useModalDialog(open, onClose);
  // Read when it first opens, then kept (refreshed in the background once stale).
  const titles = useQuery({ ...allPublishedSessionsQuery('oldest'), enabled: open });
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const titleId = useId();
  const listId = useId();
  const inputId = useId();
  const matches = filterTitles(titles.data ?? [], query);
  const activeIndex = Math.min(active, Math.max(0, matches.length - 1));
  const activeItem = matches[activeIndex];

  const go = (id: string) => {
    onClose();
    setQuery('');
    if (id !== currentId) void navigate(paths.session(id));
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (activeIndex + step + matches.length) % matches.length;
      setActive(next);
      document.getElementById(`${listId}-${next}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && activeItem) {
      event.preventDefault();
      go(activeItem.id);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      data-testid="session-selector"
      className="m-0 ml-auto h-dvh max-h-none w-[min(26rem,100%)] max-w-none bg-white p-0 text-stone-900 shadow-2xl transition-transform duration-200 backdrop:bg-stone-950/50 motion-reduce:transition-none starting:open:translate-x-full"
    >
      {open ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-bold">
              Aller à la session
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Fermer"
              className="-m-3 flex size-11 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-900"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="border-b border-stone-100 px-5 py-3">
            <label htmlFor={inputId} className="sr-only">
              Rechercher une session par titre
            </label>
            <div className="relative">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500" />
              <input
                id={inputId}
                data-autofocus
                type="text"
                role="combobox"
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={activeItem ? `${listId}-${activeIndex}` : undefined}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onInputKeyDown}
                placeholder="Rechercher par titre…"
                autoComplete="off"
                className="min-h-11 w-full rounded-lg border border-stone-300 py-2 pr-3 pl-10 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm"
              />
            </div>
            <p className="mt-2 text-xs text-stone-600">
              ↑ ↓ pour choisir, Entrée pour ouvrir, Échap pour fermer.
            </p>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
            {titles.isPending ? (
              <div className="space-y-2 px-2" aria-hidden="true">
                {Array.from({ length: 8 }, (_, i) => (
                  <Skeleton key={i} className="h-10 w-full rounded-lg" />
                ))}
              </div>
            ) : null}
            {titles.isError ? (
              <div className="px-2">
                <ErrorBanner onRetry={() => void titles.refetch()}>
                  {MESSAGES.failedToLoadSessions}
                </ErrorBanner>
              </div>
            ) : null}
            {titles.isSuccess && matches.length === 0 ? (
              <p className="px-2 py-6 text-center text-sm text-stone-600">{MESSAGES.emptySessions}</p>
            ) : null}
            <ul id={listId} role="listbox" aria-label="Sessions publiées" className="flex flex-col gap-1">
              {titles.isSuccess
                ? matches.map((item, index) => {
                    const current = item.id === currentId;
                    return (
                      <li
                        key={item.id}
                        id={`${listId}-${index}`}
                        role="option"
                        aria-selected={index === activeIndex}
                        aria-current={current ? 'page' : undefined}
                        onClick={() => go(item.id)}
                        onMouseMove={() => setActive(index)}
                        className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm ${
                          index === activeIndex ? 'bg-brand-50 text-brand-900' : 'text-stone-800'
                        } ${current ? 'font-semibold' : ''}`}
                      >
                        <span className="min-w-0">{item.title}</span>
                        {current ? (
                          <span className="inline-flex shrink-0 items-center gap-1 text-xs text-brand-700">
                            <CheckIcon className="size-4" />
                            Session actuelle
                          </span>
                        ) : null}
                      </li>
                    );
                  })
                : null}
            </ul>
          </div>
          <div className="border-t border-stone-200 px-5 py-4">
            <Link
              to={paths.sessions}
              onClick={onClose}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              Voir toutes les sessions
              <ArrowRightIcon className="size-4" />
            </Link>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
