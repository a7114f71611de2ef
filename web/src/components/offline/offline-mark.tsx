import { OFFLINE_CONTENT_MESSAGES } from '@common/messages/offline';
import { SavedOfflineIcon } from '@/components/ui/icons';

/** 'Disponible hors ligne' (session-offline-mark.tsx, document-offline-mark.tsx say when). */
export function OfflineMark() {
  return (
    <span
      data-testid="offline-mark"
      className="inline-flex items-center gap-1 self-start rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-200"
    >
      <SavedOfflineIcon className="size-3.5" />
      {OFFLINE_CONTENT_MESSAGES.available}
    </span>
  );
}
