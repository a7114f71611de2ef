import type { ReactNode } from 'react';
import { OFFLINE_ACTION_MESSAGES } from '@common/messages/offline';
import { useOnline } from '@/lib/offline/connectivity';
import { AlertIcon, CheckIcon } from './icons';

/**
 * Red banner for a failed load or action (SPEC §8): announced, with an optional retry. Offline it
 * also says why and what comes next: a load is read again once the network is back (the query
 * cache follows the network, lib/query-client.ts); an action has to be made again.
 */
export function ErrorBanner({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const online = useOnline();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <AlertIcon className="mt-0.5 size-4 shrink-0" />
        <span>
          {children}
          {online ? null : (
            <span className="mt-1 block font-semibold" data-testid="offline-hint">
              {onRetry ? OFFLINE_ACTION_MESSAGES.retryWhenOnline : OFFLINE_ACTION_MESSAGES.actionNeedsNetwork}
            </span>
          )}
        </span>
      </p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="min-h-11 shrink-0 rounded-lg border border-red-300 bg-white px-4 font-semibold text-red-900 hover:bg-red-100 sm:pointer-fine:min-h-9"
        >
          Réessayer
        </button>
      ) : null}
    </div>
  );
}

/** Green confirmation (saved, copied…), announced politely. */
export function SuccessBanner({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
    >
      <CheckIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
