import { OFFLINE_MESSAGES } from '../../../../common/messages/offline';
import { useOfflineAvailability } from '../../hooks/use-offline-availability';
import { useOnline } from '../../lib/offline/connectivity';
import { SavedOfflineIcon } from '../ui/icons';

function Mark() {
  return (
    <span
      data-testid="offline-mark"
      className="inline-flex items-center gap-1 self-start rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-200"
    >
      <SavedOfflineIcon className="size-3.5" />
      {OFFLINE_MESSAGES.available}
    </span>
  );
}

/**
 * A session that opens without a network (its page was read on this device). Shown only offline:
 * online every session opens, and marking the ones visited would only clutter the catalogue.
 */
export function SessionOfflineMark({ sessionId }: { sessionId: string }) {
  const online = useOnline();
  const { sessions } = useOfflineAvailability();
  return !online && sessions.has(sessionId) ? <Mark /> : null;
}

/**
 * A PDF kept on this device from the reader, as a fact of a document's list (a `<dl>` group): shown
 * online too, so one knows what can be read on the road.
 */
export function DocumentOfflineMark({ documentId }: { documentId: string }) {
  const { documents } = useOfflineAvailability();
  return documents.has(documentId) ? (
    <div>
      <dt className="sr-only">Lecture</dt>
      <dd>
        <Mark />
      </dd>
    </div>
  ) : null;
}
