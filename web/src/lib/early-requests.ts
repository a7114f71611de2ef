/**
 * The first API reads of the page, started by the shell script (app/shell.ts) while the app's
 * JavaScript downloads. The API client takes each one once, for the very same GET without a
 * token; after EARLY_MAX_AGE_MS they are left alone (a later visit of the page reads afresh).
 */
export const EARLY_REQUESTS_KEY = '__tremplinEarly';
const EARLY_MAX_AGE_MS = 20_000;

type EarlyRequests = Record<string, Promise<Response> | undefined>;

export function takeEarlyResponse(url: string): Promise<Response> | null {
  const store = (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_KEY];
  const early = store?.[url];
  if (!store || !early) return null;
  delete store[url];
  return performance.now() < EARLY_MAX_AGE_MS ? early : null;
}
