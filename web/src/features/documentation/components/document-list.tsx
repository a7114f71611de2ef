import type { ReactNode } from 'react';
import type { LibraryView } from '@/features/documentation/utils/library-filters';

/** The library's documents as a grid or a list (`busy` while skeletons stand in for them). */
export function DocumentList({
  view,
  busy = false,
  children,
}: {
  view: LibraryView;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <ul
      aria-busy={busy || undefined}
      aria-label={busy ? 'Chargement des documents' : undefined}
      data-view={view}
      data-testid="document-list"
      className={view === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-3'}
    >
      {children}
    </ul>
  );
}
