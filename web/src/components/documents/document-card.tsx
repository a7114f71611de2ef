import { Link } from 'react-router-dom';
import type { DocumentItem } from '@common/api-types';
import { buttonClasses } from '@/components/ui/button-styles';
import { LockIcon } from '@/components/ui/icons';
import type { ViewMode } from '@/components/ui/view-toggle';
import { paths } from '@/config/paths';
import { CategoryBadge, CategoryIcon } from './category-badge';
import {
  DocumentDescription,
  DocumentDownloadButtons,
  DocumentHeading,
  DocumentMeta,
} from './document-parts';

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
  const meta = <DocumentMeta document={document} />;
  const actions = signedIn ? (
    <div className="flex flex-wrap gap-2">
      <DocumentDownloadButtons
        document={document}
        downloading={downloading}
        onDownload={onDownload}
        onPreview={onPreview}
      >
        {extraActions}
      </DocumentDownloadButtons>
    </div>
  ) : (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" disabled className={buttonClasses('secondary', 'sm')}>
        <LockIcon className="size-4" />
        Connexion requise
      </button>
      <Link
        to={`${paths.login}?session=${encodeURIComponent(document.session_id)}`}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
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
          className="-my-3 inline-flex min-h-11 items-center font-medium text-brand-700 hover:text-brand-900 hover:underline"
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
          <DocumentHeading document={document} />
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
      <DocumentDescription document={document} />
      {sessionLink}
      <div className="mt-auto space-y-3 border-t border-stone-100 pt-3">
        {meta}
        {actions}
      </div>
    </article>
  );
}
