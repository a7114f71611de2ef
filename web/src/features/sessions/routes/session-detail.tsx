import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '../../../../../common/messages';
import { Head } from '../../../components/seo/head';
import { ImageViewer } from '../../../components/ui/image-viewer';
import { ErrorBanner } from '../../../components/ui/status-banner';
import { SHARE_FALLBACK } from '../../../../../common/share';
import { usePublishedSession, useSessionDocuments, useSessionNeighbours } from '../api/use-session-detail';
import { SessionDetailHeader } from '../components/session-detail-header';
import { SessionDetailSkeleton } from '../components/session-detail-skeleton';
import { SessionDocuments } from '../components/session-documents';
import { SessionHero } from '../components/session-hero';
import { SessionNeighboursNav } from '../components/session-neighbours-nav';
import { SessionNotFound } from '../../../components/sessions/session-not-found';
import { SessionSelector } from '../components/session-selector';
import { SharePanel } from '../components/share-panel';
import { excerpt } from '../utils/share-links';

/**
 * /session/{id} (SPEC §2): a published session's full page, without the site's navigation
 * bar. Reading it counts one view per visit.
 */
export function SessionDetailRoute() {
  const { sessionId = '' } = useParams();
  const { status, session, retry } = usePublishedSession(sessionId);
  const documents = useSessionDocuments(sessionId);
  const neighbours = useSessionNeighbours(sessionId);
  const [selectorOpen, setSelectorOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);

  return (
    <div className="flex flex-1 flex-col bg-stone-50">
      <SessionDetailHeader onOpenSelector={() => setSelectorOpen(true)} />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        {status === 'loading' ? (
          <>
            <Head title="Session" />
            <p className="sr-only" role="status">
              Chargement de la session
            </p>
            <SessionDetailSkeleton />
          </>
        ) : null}

        {status === 'not-found' ? <SessionNotFound scope="public" /> : null}

        {status === 'error' ? (
          <>
            <Head title="Session" />
            <ErrorBanner onRetry={retry}>{MESSAGES.failedToLoadSession}</ErrorBanner>
          </>
        ) : null}

        {session ? (
          <>
            <Head title={session.title} description={excerpt(session.description || SHARE_FALLBACK.text)} />
            <SessionHero session={session} onViewImage={() => setImageOpen(true)} />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
              {/* Keyed by session: a download error or open preview does not follow to the next one. */}
              <SessionDocuments
                key={session.id}
                sessionId={session.id}
                status={documents.status}
                documents={documents.documents}
                onRetry={documents.retry}
                onDownloaded={documents.updateDownloads}
              />
              <aside className="flex flex-col gap-6 lg:sticky lg:top-24">
                <SharePanel key={session.id} session={session} />
              </aside>
            </div>
            <SessionNeighboursNav loading={neighbours.loading} neighbours={neighbours.neighbours} />
            <ImageViewer
              src={imageOpen ? session.image_url : null}
              alt={`Illustration de la session « ${session.title} »`}
              onClose={() => setImageOpen(false)}
            />
          </>
        ) : null}
      </div>
      <SessionSelector open={selectorOpen} onClose={() => setSelectorOpen(false)} currentId={sessionId} />
    </div>
  );
}
