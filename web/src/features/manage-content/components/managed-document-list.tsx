import type { DocumentItem } from '@common/api-types';
import { DocumentCard } from '@/components/documents/document-card';
import type { ViewMode } from '@/components/ui/view-toggle';
import { paths } from '@/config/paths';
import type { useDocumentActions } from '@/hooks/use-document-actions';
import { ManageDocumentActions } from './manage-document-actions';

/**
 * The documents a manager sees (a session's, or all of theirs): each card with download, preview
 * and the edit and delete actions; dimmed while new filters load.
 */
export function ManagedDocumentList({
  documents,
  view,
  refreshing,
  actions,
}: {
  documents: readonly DocumentItem[];
  view: ViewMode;
  refreshing: boolean;
  actions: ReturnType<typeof useDocumentActions>;
}) {
  return (
    <ul
      className={`${view === 'grid' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'space-y-3'} transition-opacity ${refreshing ? 'opacity-60' : ''}`}
    >
      {documents.map((document) => (
        <li key={document.id}>
          <DocumentCard
            document={document}
            view={view}
            signedIn
            downloading={actions.downloadingId === document.id}
            onDownload={(d) => void actions.download(d)}
            onPreview={(d) => void actions.openPreview(d)}
            sessionHref={paths.dashboard.session}
            extraActions={<ManageDocumentActions document={document} />}
          />
        </li>
      ))}
    </ul>
  );
}
