import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Session } from '@common/api-types';
import { formatFileSize } from '@common/file-size';
import { DOCUMENT_MESSAGES } from '@common/messages';
import { SESSION_STATUS_LABELS } from '@common/session-status';
import { sessionDocumentsQuery } from '@/api/published-sessions';
import { DoneMark } from '@/components/parcours/done-mark';
import { ProgrammePlace } from '@/components/parcours/programme-place';
import { buttonClasses } from '@/components/ui/button-styles';
import { LockIcon, MaximizeIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { CoverImage } from '@/components/sessions/cover-image';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { TagChips } from '@/components/ui/tag-chips';
import { useTagLabels } from '@/hooks/use-tag-labels';
import { paths } from '@/config/paths';
import { CategoryBadge, CategoryIcon } from '@/components/documents/category-badge';
import { DocumentDownloadButtons, DownloadCount } from '@/components/documents/document-parts';
import { forgetSignInReturn } from '@/lib/sign-in-return';
import { useDocumentActions } from '@/hooks/use-document-actions';
import { formatDate } from '@/lib/format';

/**
 * SPEC §2 Home, the session quick-details modal: title, 'Publié' (and 'Terminée' for a session the
 * person finished), its place in the programme, description, dates, tags,
 * image (150 px high at most, opens full screen), documents with download and PDF preview
 * for signed-in users ('Connexion' for visitors), and 'Ouvrir en plein écran'.
 */
export function SessionQuickDetails({
  session,
  onClose,
  onViewImage,
}: {
  session: Session;
  onClose: () => void;
  onViewImage: (session: Session) => void;
}) {
  const labelOf = useTagLabels();
  const documents = useQuery(sessionDocumentsQuery(session.id));
  const actions = useDocumentActions();
  const loginHref = `${paths.login}?session=${encodeURIComponent(session.id)}`;

  return (
    <>
      <Modal
        open
        onClose={onClose}
        size="lg"
        title={session.title}
        headerExtra={
          <span className="mt-2 flex flex-wrap items-center gap-2">
            <span className="inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
              {SESSION_STATUS_LABELS.published}
            </span>
            <DoneMark sessionId={session.id} />
          </span>
        }
        footer={
          <>
            <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
              Fermer
            </button>
            <Link to={paths.session(session.id)} className={buttonClasses('primary')}>
              <MaximizeIcon className="size-4" />
              Ouvrir en plein écran
            </Link>
          </>
        }
      >
        <div className="flex flex-col gap-5" data-testid="session-quick-details">
          <ProgrammePlace session={session} className="-mb-2 text-sm" />
          {session.image_url ? (
            <button
              type="button"
              onClick={() => onViewImage(session)}
              className="group relative block overflow-hidden rounded-xl bg-stone-100"
              aria-label={`Voir l'image en plein écran : ${session.title}`}
            >
              <CoverImage
                cover={{ ...session, image_url: session.image_url }}
                sizes="modal"
                alt={`Illustration de la session « ${session.title} »`}
                width={768}
                height={150}
                priority
                className="h-[150px] max-h-[150px] w-full object-cover"
              />
              <span
                aria-hidden="true"
                className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-stone-950/70 text-white group-hover:bg-stone-950/90"
              >
                <MaximizeIcon className="size-4" />
              </span>
            </button>
          ) : null}
          {session.description ? (
            <p className="leading-relaxed whitespace-pre-line">{session.description}</p>
          ) : null}
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-stone-900">Créée le</dt>
              <dd>
                <time dateTime={session.created_at}>{formatDate(session.created_at)}</time>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-stone-900">Mise à jour le</dt>
              <dd>
                <time dateTime={session.updated_at}>{formatDate(session.updated_at)}</time>
              </dd>
            </div>
          </dl>
          <TagChips tags={session.tags} max={session.tags.length} labelOf={labelOf} />

          <section aria-labelledby="quick-details-documents" className="flex flex-col gap-3">
            <h3 id="quick-details-documents" className="text-base font-semibold text-stone-900">
              Documents
            </h3>
            {actions.downloadMessage}
            {documents.isPending ? (
              <ul className="flex flex-col gap-2" aria-hidden="true">
                {Array.from({ length: 3 }, (_, index) => (
                  <li key={index}>
                    <Skeleton className="h-16 w-full rounded-xl" />
                  </li>
                ))}
              </ul>
            ) : documents.isError ? (
              <ErrorBanner onRetry={() => void documents.refetch()}>
                {DOCUMENT_MESSAGES.failedToLoad}
              </ErrorBanner>
            ) : documents.data.length === 0 ? (
              <p className="rounded-xl border border-dashed border-stone-300 p-4 text-center text-sm">
                {DOCUMENT_MESSAGES.empty}
              </p>
            ) : (
              <ul className="flex flex-col gap-2">
                {documents.data.map((document) => (
                  <li
                    key={document.id}
                    data-testid="quick-details-document"
                    className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3 sm:flex-row sm:items-center"
                  >
                    <div className="flex min-w-0 flex-1 items-start gap-3">
                      <CategoryIcon category={document.category} className="size-10" />
                      <div className="min-w-0">
                        <p className="font-semibold break-words text-stone-900">{document.title}</p>
                        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
                          <CategoryBadge category={document.category} />
                          <span className="font-semibold tracking-wide">{document.type.toUpperCase()}</span>
                          <span>{formatFileSize(document.size)}</span>
                          <span data-testid="download-count">
                            <DownloadCount document={document} />
                          </span>
                        </p>
                      </div>
                    </div>
                    <div className="flex shrink-0 flex-wrap gap-2">
                      {actions.signedIn ? (
                        <DocumentDownloadButtons
                          document={document}
                          downloading={actions.downloadingId === document.id}
                          onDownload={(d) => void actions.download(d)}
                          onPreview={actions.openPreview}
                        />
                      ) : (
                        <Link
                          to={loginHref}
                          // SPEC §2: from the home page's modal, sign-in comes back to /?session={id}.
                          onClick={forgetSignInReturn}
                          className={buttonClasses('secondary', 'sm')}
                        >
                          <LockIcon className="size-4" />
                          Connexion
                          <span className="sr-only"> pour télécharger « {document.title} »</span>
                        </Link>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </Modal>
      {actions.previewElement}
    </>
  );
}
