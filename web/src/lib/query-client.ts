import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

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
 * The one cache of server state. A 4xx is an answer (not found, forbidden, invalid): not retried.
 * Focus does not refetch: on costly mobile data a page refreshes when it is opened again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
