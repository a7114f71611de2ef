import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES, OFFLINE_CONTENT_MESSAGES } from '@common/messages';
import { OfflineNotice } from '@/components/offline/offline-notice';
import { Head } from '@/components/seo/head';
import { ErrorBanner } from '@/components/ui/status-banner';
import { SHARE_FALLBACK } from '@common/share';
import { publishedSessionQuery, sessionDocumentsQuery } from '@/api/published-sessions';
import { isApiError } from '@/lib/api-client';
import { useOnline } from '@/lib/offline/connectivity';
import { sessionNeighboursQuery } from '@/features/sessions/api/get-session-detail';
import { SessionDetailHeader } from '@/features/sessions/components/session-detail-header';
import {
  SessionBodySkeleton,
  SessionDetailSkeleton,
} from '@/features/sessions/components/session-detail-skeleton';
import { SessionDocuments } from '@/features/sessions/components/session-documents';
import { SessionHero } from '@/features/sessions/components/session-hero';
import { SessionNeighboursNav } from '@/features/sessions/components/session-neighbours-nav';
import { SessionNotFound } from '@/components/sessions/session-not-found';
import { SharePanel } from '@/features/sessions/components/share-panel';
import { FollowButton } from '@/components/sessions/follow-button';
import { excerpt } from '@/features/sessions/utils/share-links';
import { sessionPreview } from '@/lib/session-preview';

// The dialogs load when they open: the first screen shows neither.
const SessionSelector = lazy(() =>
  import('@/features/sessions/components/session-selector').then((module) => ({
    default: module.SessionSelector,
  })),
);
const ImageViewer = lazy(() =>
  import('@/components/ui/image-viewer').then((module) => ({ default: module.ImageViewer })),
);

/** An id the API refuses (400) or does not know as published (404): the not-found page. */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * /session/{id} (SPEC §2): a published session's full page, without the site's navigation
 * bar. Reading it counts one view per visit.
 */
export function SessionDetailRoute() {
  const { sessionId = '' } = useParams();
  const read = useQuery(publishedSessionQuery(sessionId));
  // A deferred render: the page renders in slices that leave the main thread free between them.
  const session = useDeferredValue(read.data);
  const documents = useQuery(sessionDocumentsQuery(sessionId));
  const neighbours = useQuery(sessionNeighboursQuery(sessionId));
  const online = useOnline();
  const status = session
    ? 'ready'
    : read.isError
      ? isNotFound(read.error)
        ? 'not-found'
        : 'error'
      : 'loading';
  const [selectorOpen, setSelectorOpen] = useState(false);
  // Mounted from its first opening on, so it slides out again rather than vanishing.
  const [selectorUsed, setSelectorUsed] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  // The title and cover the HTML came with (a shared link's first screen), shown while it is read.
  const preview = status === 'loading' ? sessionPreview(sessionId) : null;
  const hero = session ?? preview;

  return (
    <div className="flex flex-1 flex-col bg-stone-50">
      <SessionDetailHeader
        onOpenSelector={() => {
          setSelectorUsed(true);
          setSelectorOpen(true);
        }}
      />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        {status === 'loading' ? (
          <>
            <Head title="Session" />
            <p className="sr-only" role="status">
              Chargement de la session
            </p>
            {preview ? null : <SessionDetailSkeleton />}
          </>
        ) : null}

        {status === 'not-found' ? <SessionNotFound scope="public" /> : null}

        {status === 'error' ? (
          <>
            <Head title="Session" />
            {/* Offline, a session never read on this device: back online, it is read again by itself. */}
            {online ? (
              <ErrorBanner onRetry={() => void read.refetch()}>{MESSAGES.failedToLoadSession}</ErrorBanner>
            ) : (
              <OfflineNotice>{OFFLINE_CONTENT_MESSAGES.sessionUnavailable}</OfflineNotice>
            )}
          </>
        ) : null}

        {/* The same elements for the preview and the read session: the cover is not painted twice. */}
        {hero ? (
          <>
            {session ? (
              <Head title={session.title} description={excerpt(session.description || SHARE_FALLBACK.text)} />
            ) : null}
            <SessionHero session={hero} onViewImage={() => setImageOpen(true)} />
            {session ? (
              <>
                {/* Phones: under the title, before the documents; wide screens: beside them. */}
                <FollowButton sessionId={session.id} className="lg:hidden" />
                <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
                  {/* Keyed by session: a download error or open preview does not follow to the next one. */}
                  <SessionDocuments
                    key={session.id}
                    sessionId={session.id}
                    status={documents.data ? 'ready' : documents.isError ? 'error' : 'loading'}
                    documents={documents.data ?? []}
                    onRetry={() => void documents.refetch()}
                  />
                  <aside className="flex flex-col gap-6 lg:sticky lg:top-24">
                    <FollowButton sessionId={session.id} className="hidden lg:block" />
                    <SharePanel key={session.id} session={session} />
                  </aside>
                </div>
                <SessionNeighboursNav loading={neighbours.isPending} neighbours={neighbours.data ?? null} />
              </>
            ) : (
              <SessionBodySkeleton />
            )}
            {imageOpen && hero.image_url ? (
              <Suspense fallback={null}>
                <ImageViewer
                  src={hero.image_url}
                  alt={`Illustration de la session « ${hero.title} »`}
                  onClose={() => setImageOpen(false)}
                />
              </Suspense>
            ) : null}
          </>
        ) : null}
      </div>
      {selectorUsed ? (
        <Suspense fallback={null}>
          <SessionSelector open={selectorOpen} onClose={() => setSelectorOpen(false)} currentId={sessionId} />
        </Suspense>
      ) : null}
    </div>
  );
}
