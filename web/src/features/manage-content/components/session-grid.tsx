import type { ReactNode } from 'react';
import type { ViewMode } from '@/components/ui/view-toggle';

/** The managed sessions as a grid of cards or a list of rows. */
export function SessionGrid({ view, children }: { view: ViewMode; children: ReactNode }) {
  return (
    <ul className={view === 'grid' ? 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-3'}>
      {children}
    </ul>
  );
}
