import { Link } from 'react-router-dom';
import type { DocumentItem } from '../../../../../common/api-types';
import { formatFileSize } from '../../../../../common/uploads';
import { buttonClasses } from '../../../components/ui/button-styles';
import { CalendarIcon, DownloadIcon, EyeIcon, LockIcon } from '../../../components/ui/icons';
import type { ViewMode } from '../../../components/ui/view-toggle';
import { paths } from '../../../config/paths';
import { formatShortDate, pluralize } from '../../../lib/format';
import { canPreview } from '../hooks/use-document-actions';
import { CategoryBadge, CategoryIcon } from './category-badge';

/**
 * A document in a library (SPEC §2 /documentation card): category icon and badge, title,
 * two-line description, session link or 'Session Inconnue', fr-FR short date, type in
 * capitals, size, download count; download and PDF preview for signed-in users, a disabled
 * 'Connexion requise' and a 'Se connecter' link for visitors.
 */
export function DocumentCard({
  document,
  view,
  signedIn,
  downloading = false,
  onDownload,
  onPreview,
  sessionHref = (id) => paths.session(id),
  extraActions,
}: {
  document: DocumentItem;
  view: ViewMode;
  signedIn: boolean;
  downloading?: boolean;
  onDownload: (document: DocumentItem) => void;
  onPreview: (document: DocumentItem) => void;
  sessionHref?: (sessionId: string) => string;
  extraActions?: React.ReactNode;
}) {
  const sessionTitle = document.session?.title;
  const meta = (
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
          {pluralize(document.downloads_count, 'téléchargement', 'téléchargements')}
        </dd>
      </div>
    </dl>
  );
  const actions = signedIn ? (
    <div className="flex flex-wrap gap-2">
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
      {extraActions}
    </div>
  ) : (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" disabled className={buttonClasses('secondary', 'sm')}>
        <LockIcon className="size-4" />
        Connexion requise
      </button>
      <Link
        to={`${paths.login}?session=${encodeURIComponent(document.session_id)}`}
        className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        Se connecter
      </Link>
    </div>
  );
  const sessionLink = (
    <p className="text-sm">
      {sessionTitle ? (
        <Link
          to={sessionHref(document.session_id)}
          className="font-medium text-brand-700 hover:text-brand-900 hover:underline"
        >
          {sessionTitle}
        </Link>
      ) : (
        <span className="text-stone-500">Session Inconnue</span>
      )}
    </p>
  );

  if (view === 'list') {
    return (
      <article
        data-testid="document-card"
        className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      >
        <CategoryIcon category={document.category} className="size-11" />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-stone-900">{document.title}</h3>
            <CategoryBadge category={document.category} />
          </div>
          {document.description ? (
            <p className="line-clamp-2 text-sm text-stone-700">{document.description}</p>
          ) : null}
          {sessionLink}
          {meta}
        </div>
        <div className="shrink-0">{actions}</div>
      </article>
    );
  }
  return (
    <article
      data-testid="document-card"
      className="flex h-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <CategoryIcon category={document.category} />
        <CategoryBadge category={document.category} />
      </div>
      <h3 className="font-semibold text-stone-900">{document.title}</h3>
      {document.description ? (
        <p className="line-clamp-2 text-sm text-stone-700">{document.description}</p>
      ) : null}
      {sessionLink}
      <div className="mt-auto space-y-3 border-t border-stone-100 pt-3">
        {meta}
        {actions}
      </div>
    </article>
  );
}
