import type { ReactNode } from 'react';
import { OfflineIcon } from '@/components/ui/icons';

/** What a page says in place of what it could not read without a network (not an error of its own). */
export function OfflineNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <OfflineIcon className="mt-0.5 size-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
