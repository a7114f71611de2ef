import { useQuery } from '@tanstack/react-query';
import { offlineAvailabilityQuery } from '@/api/offline-availability';
import type { OfflineAvailability } from '@/lib/offline/availability';
import { useAuth } from '@/lib/auth/use-auth';

const NOTHING: OfflineAvailability = { sessions: new Set(), documents: new Set() };

/**
 * The sessions and PDFs this browser can show offline (nothing until the caches are read, nor while
 * `needed` is false: the caches are only read when a mark could show).
 */
export function useOfflineAvailability(needed: boolean): OfflineAvailability {
  const { status, user } = useAuth();
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;
  return useQuery({ ...offlineAvailabilityQuery(userId), enabled: needed }).data ?? NOTHING;
}
