import { useOfflineAvailability } from '@/hooks/use-offline-availability';
import { useOnline } from '@/lib/offline/connectivity';
import { OfflineMark } from './offline-mark';

/**
 * 'Disponible hors ligne' on a session that opens without a network (its page was read on this
 * device). Shown only offline: online every session opens, and marking the ones visited would only
 * clutter the catalogue; online, the caches are not even read.
 */
export function SessionOfflineMark({ sessionId }: { sessionId: string }) {
  const online = useOnline();
  const { sessions } = useOfflineAvailability(!online);
  return !online && sessions.has(sessionId) ? <OfflineMark /> : null;
}
