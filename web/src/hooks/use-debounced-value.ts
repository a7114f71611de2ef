import { useEffect, useState } from 'react';

/** Search boxes wait until typing pauses, so each keystroke does not cost a request on a slow network. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value, once it has stopped changing for `delayMs` (search boxes: one request per pause). */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
