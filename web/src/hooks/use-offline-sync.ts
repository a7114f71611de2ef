import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/api/query-keys';
import { subscribeToConnectivity } from '@/lib/offline/connectivity';
import { onServiceWorkerMessage } from '@/lib/offline/service-worker';

/** Reads the offline caches again when the service worker changes them or the network comes or goes. */
export function useOfflineSync(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.offline });
    const stop = onServiceWorkerMessage((message) => {
      if (message.type === 'offline-changed') refresh();
    });
    const unsubscribe = subscribeToConnectivity(refresh);
    return () => {
      stop();
      unsubscribe();
    };
  }, [client]);
}
