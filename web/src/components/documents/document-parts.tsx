import type { ReactNode } from 'react';
import type { DocumentItem } from '@common/api-types';
import { formatFileSize } from '@common/file-size';
import { buttonClasses } from '@/components/ui/button-styles';
import { CalendarIcon, DownloadIcon, EyeIcon } from '@/components/ui/icons';
import { formatShortDate, pluralize } from '@/lib/format';
import { canPreview } from '@/hooks/use-document-actions';
import { DocumentOfflineMark } from '@/components/offline/document-offline-mark';
import { CategoryBadge } from './category-badge';

/** Title and category badge on one line, then the two-line description (library list rows, a session's documents). */
export function DocumentHeading({ document }: { document: DocumentItem }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-stone-900">{document.title}</h3>
        <CategoryBadge category={document.category} />
      </div>
      <DocumentDescription document={document} />
    </>
  );
}

export function DocumentDescription({ document }: { document: DocumentItem }) {
  return document.description ? (
    <p className="line-clamp-2 text-sm text-stone-700">{document.description}</p>
  ) : null;
}

/** SPEC §2 document card facts: fr-FR short date, type in capitals, size, download count. */
export function DocumentMeta({ document }: { document: DocumentItem }) {
  return (
    <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
      <div className="inline-flex items-center gap-1">
        <dt className="sr-only">Ajouté le</dt>
        <CalendarIcon className="size-4" />
        <dd>
          <time dateTime={document.created_at}>{formatShortDate(document.created_at)}</time>
        </dd>
      </div>
      <div>
        <dt className="sr-only">Type</dt>
        <dd className="font-semibold tracking-wide">{document.type.toUpperCase()}</dd>
      </div>
      <div>
        <dt className="sr-only">Taille</dt>
        <dd>{formatFileSize(document.size)}</dd>
      </div>
      <div className="inline-flex items-center gap-1">
        <dt className="sr-only">Téléchargements</dt>
        <DownloadIcon className="size-4" />
        <dd data-testid="download-count">
          <DownloadCount document={document} />
        </dd>
      </div>
      <DocumentOfflineMark document={document} />
    </dl>
  );
}

export function DownloadCount({ document }: { document: Pick<DocumentItem, 'downloads_count'> }) {
  return <>{pluralize(document.downloads_count, 'téléchargement', 'téléchargements')}</>;
}

/**
 * 'Télécharger' (disabled without a file or while the link is asked for) and, for PDFs, 'Aperçu':
 * what a signed-in user may do with a document, wherever it is listed.
 */
export function DocumentDownloadButtons({
  document,
  downloading,
  onDownload,
  onPreview,
  children,
}: {
  document: DocumentItem;
  downloading: boolean;
  onDownload: (document: DocumentItem) => void;
  onPreview: (document: DocumentItem) => void;
  /** More actions after these (the dashboard's edit and delete). */
  children?: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        onClick={() => onDownload(document)}
        disabled={!document.has_file || downloading}
        className={buttonClasses('primary', 'sm')}
      >
        <DownloadIcon className="size-4" />
        {downloading ? 'Téléchargement…' : 'Télécharger'}
        <span className="sr-only"> « {document.title} »</span>
      </button>
      {canPreview(document) ? (
        <button
          type="button"
          onClick={() => onPreview(document)}
          className={buttonClasses('secondary', 'sm')}
        >
          <EyeIcon className="size-4" />
          Aperçu
          <span className="sr-only"> « {document.title} »</span>
        </button>
      ) : null}
      {children}
    </>
  );
}
