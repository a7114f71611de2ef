import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DocumentItem } from '../../../common/api-types';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth/use-auth';
import { documentPreviewQuery, requestDownload } from '../api/document-files';
import { recordDownload } from '../api/download-counts';
import { queryKeys } from '../api/query-keys';

// Only once someone asks for a preview: no page shows one on its first screen.
const DocumentPreview = lazy(() =>
  import('../components/documents/document-preview').then((module) => ({ default: module.DocumentPreview })),
);

type ActionableDocument = Pick<DocumentItem, 'id' | 'title' | 'type' | 'has_file' | 'session_id'>;

const DOWNLOAD_FAILED = 'Le téléchargement a échoué. Veuillez réessayer.';

/**
 * Download and preview for any list of documents (SPEC §2, §7):
 * - visitors are sent to /login (with the session, so they come back to it);
 * - a document without a file does nothing;
 * - a download opens the file in a new tab through the counted download API; the new count
 *   shows in every list that holds the document (api/download-counts.ts);
 * - a preview (PDF only) opens the full-screen PDF reader rendered by `previewElement`;
 * - either counts the document as opened in the person's parcours (read again after).
 */
export function useDocumentActions() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [previewed, setPreviewed] = useState<ActionableDocument | null>(null);
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
      void navigate(`${paths.login}?session=${encodeURIComponent(document.session_id)}`);
    },
    [navigate],
  );

  const download = useCallback(
    async (document: ActionableDocument) => {
      if (!signedIn) {
        toLogin(document);
        return;
      }
      if (!document.has_file) return;
      // Opened now, while the click still counts as a user gesture, so no popup blocker
      // stands in the way; pointed at the file once the API answers.
      const tab = window.open('', '_blank');
      try {
        const link = await downloadFile(document);
        if (tab) tab.location.href = link.url;
        else window.location.assign(link.url);
      } catch (error) {
        tab?.close();
        console.error('[documents] download failed', error);
      }
    },
    [downloadFile, signedIn, toLogin],
  );

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

  const previewElement = previewed ? (
    <Suspense fallback={null}>
      <DocumentPreview
        document={previewed}
        onClose={closePreview}
        onDownload={() => void download(previewed)}
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
    downloadError: downloadFailed ? DOWNLOAD_FAILED : null,
    clearDownloadError,
  };
}

/** SPEC §5: preview only for PDFs that have a file. */
export function canPreview(document: Pick<DocumentItem, 'type' | 'has_file'>): boolean {
  return document.type === 'pdf' && document.has_file;
}
