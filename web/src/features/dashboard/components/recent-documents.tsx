import { Link } from 'react-router-dom';
import type { DashboardDocumentPage } from '@common/api-types';
import { DOCUMENT_MESSAGES, MESSAGES } from '@common/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import { DownloadIcon, FileIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { formatDate, pluralize } from '@/lib/format';
import { useDocumentActions } from '@/hooks/use-document-actions';
import type { InfiniteList } from '@/hooks/use-infinite-list';
import { ListSkeleton, Panel, recent } from './dashboard-panel';

export function RecentDocuments({
  list,
  canManage,
}: {
  list: InfiniteList<DashboardDocumentPage>;
  canManage: boolean;
}) {
  const actions = useDocumentActions();
  return (
    <Panel
      id="recent-documents"
      title="Documents récents"
      action={
        canManage ? (
          <Link
            to={paths.dashboard.documents}
            className="-my-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            Voir tout
          </Link>
        ) : null
      }
    >
      {actions.downloadMessage}
      {list.status === 'error' ? (
        <ErrorBanner onRetry={list.retry}>{MESSAGES.failedToLoadData}</ErrorBanner>
      ) : list.status === 'loading' ? (
        <ListSkeleton />
      ) : recent(list).length === 0 ? (
        <EmptyState title={DOCUMENT_MESSAGES.empty} icon={<FileIcon className="size-8" />} />
      ) : (
        <ul className="divide-y divide-stone-100">
          {recent(list).map((document) => (
            <li key={document.id} className="flex items-center gap-3 py-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <FileIcon className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-stone-900">{document.title}</p>
                <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-600">
                  <Link
                    to={paths.dashboard.session(document.session_id)}
                    className="-my-3.5 max-w-full truncate py-3.5 font-medium text-brand-700 hover:underline"
                  >
                    {document.session.title}
                  </Link>
                  <span>{formatDate(document.created_at)}</span>
                  <span>{pluralize(document.downloads_count, 'téléchargement', 'téléchargements')}</span>
                </p>
              </div>
              <button
                type="button"
                onClick={() => void actions.download(document)}
                disabled={!document.has_file || actions.downloadingId === document.id}
                aria-label={`Télécharger ${document.title}`}
                title={document.has_file ? 'Télécharger' : 'Aucun fichier'}
                className={buttonClasses('secondary', 'sm', 'min-w-11 shrink-0')}
              >
                {actions.downloadingId === document.id ? (
                  <Spinner size="sm" label="Téléchargement" />
                ) : (
                  <DownloadIcon className="size-4" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** /dashboard — welcome, the caller's figures, recent sessions and documents, quick links. */
/** `onboarding`: the profile prompt the app puts under the welcome banner (it belongs to settings). */
