import { queryOptions } from '@tanstack/react-query';
import { readOfflineAvailability } from '../lib/offline/availability';
import { queryKeys } from './query-keys';

/**
 * The sessions and PDFs readable offline in this browser, read from the service worker's caches
 * (no request): refreshed when the worker keeps or lets go of something, and when the network
 * comes or goes (hooks/use-offline-sync.ts).
 */
export function offlineAvailabilityQuery(signedIn: boolean) {
  return queryOptions({
    queryKey: [...queryKeys.offline, signedIn ? 'signed-in' : 'visitor'],
    queryFn: () => readOfflineAvailability(signedIn),
    staleTime: Infinity,
    networkMode: 'always',
    retry: false,
  });
}
