import { Link, useLocation } from 'react-router-dom';
import type { DocumentItem } from '@common/api-types';
import { DOCUMENT_CATEGORY_LABELS } from '@common/documents';
import { DOCUMENT_MESSAGES } from '@common/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { BookIcon, FileIcon, LockIcon, PresentationIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { pluralize } from '@/lib/format';
import { CategoryIcon } from '@/components/documents/category-badge';
import {
  DocumentDownloadButtons,
  DocumentHeading,
  DocumentMeta,
} from '@/components/documents/document-parts';
import { useDocumentActions } from '@/hooks/use-document-actions';
import { newestOfCategory, QUICK_DOWNLOAD_CATEGORIES } from '@/lib/quick-downloads';
import { rememberSignInReturn } from '@/lib/sign-in-return';

const QUICK_ICONS = { guide: BookIcon, presentation: PresentationIcon } as const;

/**
 * The session's documents (SPEC §2 /session/{id}): 'Guide' and 'Présentation' download the
 * newest document of their category (absent when there is none; disabled for visitors, who
 * get a login link carrying the session id), then every document with download and, for
 * PDFs, a full-screen preview.
 */
export function SessionDocuments({
  sessionId,
  status,
  documents,
  onRetry,
}: {
  sessionId: string;
  status: 'loading' | 'ready' | 'error';
  documents: readonly DocumentItem[];
  onRetry: () => void;
}) {
  const auth = useAuth();
  const location = useLocation();
  const actions = useDocumentActions();
  const signedIn = actions.signedIn;
  const loginHref = `${paths.login}?session=${encodeURIComponent(sessionId)}`;
  const quick = QUICK_DOWNLOAD_CATEGORIES.map((category) => ({
    category,
    document: newestOfCategory(documents, category),
  })).filter(
    (entry): entry is { category: (typeof QUICK_DOWNLOAD_CATEGORIES)[number]; document: DocumentItem } =>
      Boolean(entry.document),
  );

  return (
    <section
      aria-labelledby="session-documents-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="session-documents-title" className="text-xl font-bold text-stone-900">
          Documents de la session
        </h2>
        {status === 'ready' ? (
          <p className="text-sm text-stone-600">{pluralize(documents.length, 'document', 'documents')}</p>
        ) : null}
      </div>

      {status === 'loading' ? (
        <div className="mt-5 space-y-4" aria-busy="true">
          <p className="sr-only" role="status">
            Chargement des documents
          </p>
          <div className="flex gap-3">
            <Skeleton className="h-11 w-32 rounded-lg" />
            <Skeleton className="h-11 w-40 rounded-lg" />
          </div>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : null}

      {status === 'error' ? (
        <div className="mt-5">
          <ErrorBanner onRetry={onRetry}>{DOCUMENT_MESSAGES.failedToLoad}</ErrorBanner>
        </div>
      ) : null}

      {status === 'ready' && quick.length > 0 ? (
        <div className="mt-5 flex flex-col gap-3 rounded-xl bg-stone-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap gap-3" data-testid="quick-downloads">
            {quick.map(({ category, document }) => {
              const Icon = QUICK_ICONS[category];
              return (
                <button
                  key={category}
                  type="button"
                  disabled={!signedIn || actions.downloadingId === document.id}
                  onClick={() => void actions.download(document)}
                  className={buttonClasses(category === 'guide' ? 'primary' : 'accent', 'md')}
                >
                  <Icon className="size-4" />
                  {DOCUMENT_CATEGORY_LABELS[category]}
                  <span className="sr-only"> : télécharger « {document.title} »</span>
                </button>
              );
            })}
          </div>
          {auth.status === 'anonymous' ? (
            <p className="flex items-center gap-1 text-sm text-stone-700">
              <LockIcon className="size-4 shrink-0" />
              <Link
                to={loginHref}
                // The link stays SPEC §2's; this tab remembers to come back here after signing in.
                onClick={() => rememberSignInReturn(sessionId, `${location.pathname}${location.search}`)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900"
              >
                Connectez-vous pour télécharger
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}

      {actions.downloadMessage ? <div className="mt-4">{actions.downloadMessage}</div> : null}

      {status === 'ready' && documents.length === 0 ? (
        <div className="mt-5">
          <EmptyState icon={<FileIcon className="size-10" />} title={DOCUMENT_MESSAGES.empty}>
            Les documents de cette session seront bientôt disponibles.
          </EmptyState>
        </div>
      ) : null}

      {status === 'ready' && documents.length > 0 ? (
        <ul className="mt-5 flex flex-col gap-3">
          {documents.map((document) => (
            <li key={document.id}>
              <article
                data-testid="session-document"
                className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4 sm:flex-row sm:items-center"
              >
                <CategoryIcon category={document.category} className="size-11" />
                <div className="min-w-0 flex-1 space-y-1">
                  <DocumentHeading document={document} />
                  <DocumentMeta document={document} />
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  {signedIn ? (
                    <DocumentDownloadButtons
                      document={document}
                      downloading={actions.downloadingId === document.id}
                      onDownload={(d) => void actions.download(d)}
                      onPreview={actions.openPreview}
                    />
                  ) : (
                    <button type="button" disabled className={buttonClasses('secondary', 'sm')}>
                      <LockIcon className="size-4" />
                      Connexion requise
                      <span className="sr-only"> pour « {document.title} »</span>
                    </button>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      {actions.previewElement}
    </section>
  );
}
