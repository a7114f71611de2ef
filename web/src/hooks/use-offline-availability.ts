import { useQuery } from '@tanstack/react-query';
import { offlineAvailabilityQuery } from '../api/offline-availability';
import { NOTHING_OFFLINE, type OfflineAvailability } from '../lib/offline/availability';
import { useAuth } from '../lib/auth/use-auth';

/** The sessions and PDFs this browser can show offline (nothing until the caches are read). */
export function useOfflineAvailability(): OfflineAvailability {
  const { status } = useAuth();
  return useQuery(offlineAvailabilityQuery(status === 'authenticated')).data ?? NOTHING_OFFLINE;
}
