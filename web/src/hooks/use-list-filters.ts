import { useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value';

/** How one list reads its filters from the address and writes them back (other parameters kept). */
export interface ListParams<F extends { search: string }> {
  parse: (params: URLSearchParams) => F;
  write: (params: URLSearchParams, filters: F) => URLSearchParams;
}

/**
 * The search box's text while it differs from the address: `base` is the address's search it was
 * typed over, so an address that moves on (back/forward, a clear) wins over it.
 */
interface SearchDraft {
  text: string;
  base: string;
}

/**
 * A list's filters kept in the address, so that back/forward, a reload and a shared link keep them.
 * The search box answers each keystroke (`searchText`); the address (hence the request) follows once
 * typing pauses for SEARCH_DEBOUNCE_MS, replacing the current history entry (one entry per search,
 * not one per pause). Back/forward drops a pending draft; `clear` cancels it.
 */
export function useListFilters<F extends { search: string }>({ parse, write }: ListParams<F>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const filters = parse(searchParams);
  const [draft, setDraft] = useState<SearchDraft | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // The address as last rendered: a commit runs after later renders and must write over the latest
  // address, not the one of the keystroke that scheduled it.
  const latest = useRef({ searchParams, setSearchParams, parse, write });
  // The address last written, until a render shows it: on a slow phone a press can come between a
  // write and its render, and must build on what was written (CI once lost a search that way).
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    latest.current = { searchParams, setSearchParams, parse, write };
    if (written.current?.toString() === searchParams.toString()) written.current = null;
  });
  /** The address's parameters, including a write not yet rendered. */
  const currentParams = () => written.current ?? latest.current.searchParams;
  const writeParams = (next: URLSearchParams, replace: boolean) => {
    written.current = next;
    latest.current.setSearchParams(next, { replace });
  };

  // Back/forward: the address the person went to wins over what was being typed.
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType === NavigationType.Pop) setDraft(null);
  }
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) return;
    window.clearTimeout(timer.current);
    written.current = null;
  }, [location.key, navigationType]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const searchText = draft && draft.base === filters.search ? draft.text : filters.search;

  /** Writes `patch` over the address's filters at once (a select, a tag, a toggle). */
  const update = useCallback((patch: Partial<F>, { replace = false }: { replace?: boolean } = {}) => {
    const { parse: read, write: put } = latest.current;
    const current = currentParams();
    const next = put(current, { ...read(current), ...patch });
    if (next.toString() !== current.toString()) writeParams(next, replace);
  }, []);

  const setSearch = (text: string) => {
    const base = filters.search;
    setDraft({ text, base });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const { parse: read, write: put } = latest.current;
      const current = currentParams();
      const filtersNow = read(current);
      // The address moved on meanwhile: leave it be.
      if (filtersNow.search !== base) return;
      const next = put(current, { ...filtersNow, search: text });
      if (next.toString() !== current.toString()) writeParams(next, true);
      const committed = read(next).search;
      setDraft((now) => (now?.text === text ? { text, base: committed } : now));
    }, SEARCH_DEBOUNCE_MS);
  };

  /** Cancels a pending search and writes `patch` (e.g. every filter back to its default). */
  const clear = (patch: Partial<F>, options?: { replace?: boolean }) => {
    window.clearTimeout(timer.current);
    setDraft(null);
    update(patch, options);
  };

  return { filters, searchText, setSearch, update, clear };
}
