import { OFFLINE_MESSAGES } from '@common/messages/offline';
import { useOnline } from '@/lib/offline/connectivity';
import { OfflineIcon } from '@/components/ui/icons';

/**
 * Says so while the browser has no network, at the foot of the screen (every page has one, the
 * session page included, which has no navigation bar); a spacer of the same height keeps the end of
 * the page from hiding under it. The live region is always there so that the change is announced.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <>
      <div role="status" className={online ? 'sr-only' : 'fixed inset-x-0 bottom-0 z-40'}>
        {online ? null : (
          <p
            data-testid="offline-banner"
            className="flex items-start gap-2 border-t border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] sm:justify-center"
          >
            <OfflineIcon className="mt-0.5 size-4 shrink-0" />
            <span>{OFFLINE_MESSAGES.banner}</span>
          </p>
        )}
      </div>
      {online ? null : <div aria-hidden="true" className="h-20 sm:h-12" />}
    </>
  );
}
