import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DocumentItem } from '@common/api-types';
import { OFFLINE_ACTION_MESSAGES } from '@common/messages/offline';
import { OfflineNotice } from '@/components/offline/offline-notice';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { isOnline, subscribeToConnectivity } from '@/lib/offline/connectivity';
import { saveFile } from '@/lib/save-file';
import { forgetSignInReturn, rememberSignInReturn } from '@/lib/sign-in-return';
import { documentPreviewQuery, requestDownload } from '@/api/document-files';
import { recordDownload } from '@/api/download-counts';
import { queryKeys } from '@/api/query-keys';

// Only once someone asks for a preview: no page shows one on its first screen.
const DocumentPreview = lazy(() =>
  import('@/components/documents/document-preview').then((module) => ({ default: module.DocumentPreview })),
);

type ActionableDocument = Pick<DocumentItem, 'id' | 'title' | 'type' | 'has_file' | 'session_id'>;

const DOWNLOAD_FAILED = 'Le téléchargement a échoué. Veuillez réessayer.';

/** A download asked for without a network: it starts once the connection is back. */
const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;

/**
 * Download and preview for any list of documents (SPEC §2, §7):
 * - visitors are sent to /login?session={id} (back to the session's page after signing in when
 *   they left it for that, else to its modal on the home page);
 * - a document without a file does nothing;
 * - a download asks the counted download API for a link and saves the file from this tab (the
 *   page stays; lib/save-file.ts); the new count shows in every list that holds the document
 *   (api/download-counts.ts);
 * - offline, a download says it will start once connected, and does (`downloadMessage`);
 * - a preview (PDF only) opens the full-screen PDF reader rendered by `previewElement`;
 * - either counts the document as opened in the person's parcours (read again after).
 */
export function useDocumentActions() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [previewed, setPreviewed] = useState<ActionableDocument | null>(null);
  const [waiting, setWaiting] = useState<ActionableDocument | null>(null);
  const signedIn = status === 'authenticated';
  const {
    mutateAsync: downloadFile,
    isPending: downloading,
    isError: downloadFailed,
    variables: downloadingDocument,
    reset: clearDownloadError,
  } = useMutation({
    mutationFn: (document: ActionableDocument) => requestDownload(document.id),
    onSuccess: (link, document) => {
      recordDownload(queryClient, document.id, link.downloads_count);
      // The document now counts as opened in the person's parcours.
      void queryClient.invalidateQueries({ queryKey: queryKeys.parcours });
    },
  });

  const toLogin = useCallback(
    (document: ActionableDocument) => {
      // From the session's own page, the sign-in comes back to it; from anywhere else, SPEC §2's
      // /?session={id}.
      if (location.pathname === paths.session(document.session_id)) {
        rememberSignInReturn(document.session_id, `${location.pathname}${location.search}`);
      } else {
        forgetSignInReturn();
      }
      void navigate(`${paths.login}?session=${encodeURIComponent(document.session_id)}`);
    },
    [navigate, location.pathname, location.search],
  );

  const download = useCallback(
    async (document: ActionableDocument) => {
      if (!signedIn) {
        toLogin(document);
        return;
      }
      if (!document.has_file) return;
      clearDownloadError();
      if (!isOnline()) {
        setWaiting(document);
        return;
      }
      setWaiting(null);
      try {
        const link = await downloadFile(document);
        saveFile(link.url);
      } catch (error) {
        if (isNetworkFailure(error) && !isOnline()) {
          clearDownloadError();
          setWaiting(document);
          return;
        }
        console.error('[documents] download failed', error);
      }
    },
    [clearDownloadError, downloadFile, signedIn, toLogin],
  );

  // Back online: the download asked for offline starts (once).
  const resume = useEffectEvent(() => {
    if (!waiting || !isOnline()) return;
    const document = waiting;
    setWaiting(null);
    void download(document);
  });
  useEffect(() => {
    if (!waiting) return;
    return subscribeToConnectivity(() => resume());
  }, [waiting]);

  const openPreview = useCallback(
    (document: ActionableDocument) => {
      if (!signedIn) toLogin(document);
      else if (canPreview(document)) {
        // The link's round trip overlaps the preview's code loading (a second on a slow line).
        // Asking for it records the document as opened in the person's parcours.
        void queryClient
          .prefetchQuery(documentPreviewQuery(document.id))
          .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.parcours }));
        setPreviewed(document);
      }
    },
    [signedIn, toLogin, queryClient],
  );

  const closePreview = useCallback(() => setPreviewed(null), []);

  const downloadMessage = waiting ? (
    <OfflineNotice>{OFFLINE_ACTION_MESSAGES.downloadWaiting(waiting.title)}</OfflineNotice>
  ) : downloadFailed ? (
    <ErrorBanner>{DOWNLOAD_FAILED}</ErrorBanner>
  ) : null;

  const previewElement = previewed ? (
    <Suspense fallback={null}>
      <DocumentPreview
        document={previewed}
        onClose={closePreview}
        onDownload={() => void download(previewed)}
        notice={downloadMessage}
      />
    </Suspense>
  ) : null;

  return {
    signedIn,
    download,
    openPreview,
    closePreview,
    previewElement,
    downloadingId: downloading ? (downloadingDocument?.id ?? null) : null,
    /** Where the screen shows it: the download failed, or waits for the network. */
    downloadMessage,
    clearDownloadError,
  };
}

/** SPEC §5: preview only for PDFs that have a file. */
export function canPreview(document: Pick<DocumentItem, 'type' | 'has_file'>): boolean {
  return document.type === 'pdf' && document.has_file;
}
