import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * The sessions and PDFs readable offline in this browser, read from the service worker's caches
 * (no request): refreshed when the worker keeps or lets go of something, and when the network
 * comes or goes (hooks/use-offline-sync.ts). The reading code loads with the first read: a page
 * online, for a visitor, never needs it before it is interactive.
 */
export function offlineAvailabilityQuery(userId: string | null) {
  return queryOptions({
    queryKey: [...queryKeys.offline, userId ?? 'visitor'],
    queryFn: async () => (await import('@/lib/offline/availability')).readOfflineAvailability(userId),
    staleTime: Infinity,
    networkMode: 'always',
    retry: false,
  });
}
