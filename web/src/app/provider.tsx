import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, useRef, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { useOfflineSync } from '@/hooks/use-offline-sync';
import { useAuth } from '@/lib/auth/use-auth';
import { createQueryClient } from '@/lib/query-client';
import { watchForReconnection } from '@/lib/offline/network-probe';

/**
 * Cached answers belong to one account and role: when someone signs in or out, or their role
 * changes, nothing of the previous state is shown again (the pages on screen fetch afresh).
 */
function CacheFollowsAccount() {
  const client = useQueryClient();
  const { status, user } = useAuth();
  const account = status === 'loading' ? null : `${user?.id ?? 'visitor'}:${user?.role ?? ''}`;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (account === null) return;
    if (previous.current !== null && previous.current !== account) void client.resetQueries();
    previous.current = account;
  }, [account, client]);
  return null;
}

/**
 * What the offline caches hold, read again when the service worker or the network changes; while
 * offline, whether the network is back (lib/offline/network-probe.ts).
 */
function OfflineSync() {
  useOfflineSync();
  useEffect(() => watchForReconnection(), []);
  return null;
}

/** App-wide providers. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <CacheFollowsAccount />
          <OfflineSync />
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
