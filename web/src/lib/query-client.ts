import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { isOnline, subscribeToConnectivity } from './offline/connectivity';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The query's answer sums or ranks downloads (stats, totals): a download refetches it
       * (api/download-counts.ts), where lists of documents are patched in place.
       */
      countsDownloads?: boolean;
    };
  }
}

/** How long an answer is fresh: going back to a page within this shows it without a request. */
const FRESH_MS = 30_000;

/**
 * TanStack Query follows the app's own view of the network (lib/offline/connectivity.ts), not only
 * the browser's flag, which stays "online" on a phone whose mobile data is gone: when the network
 * comes back, every query on screen that failed (or is stale) is read again, so a page that said it
 * could not load recovers by itself.
 */
function followConnectivity(): void {
  if (typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return subscribeToConnectivity(() => setOnline(isOnline()));
  });
}

/**
 * The one cache of server state. A 4xx is an answer (not found, forbidden, invalid): not retried.
 * Focus does not refetch: on costly mobile data a page refreshes when it is opened again.
 * Offline, queries still run ('offlineFirst'): the service worker answers what it kept, and what it
 * did not keep fails at once (no retry) so the page says so, instead of waiting for a network; back
 * online, what failed is read again (followConnectivity).
 * Writes fail at once too rather than wait, paused, for a network that may not come.
 */
export function createQueryClient(): QueryClient {
  followConnectivity();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
        retry: (failures, error) =>
          isOnline() && !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
