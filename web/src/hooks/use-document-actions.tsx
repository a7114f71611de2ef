import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DocumentItem } from '../../../common/api-types';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth/use-auth';
import { requestDownload, requestPreview } from '../api/document-files';
import { DocumentPreview } from '../components/documents/document-preview';

type ActionableDocument = Pick<DocumentItem, 'id' | 'title' | 'type' | 'has_file' | 'session_id'>;

interface PreviewState {
  document: ActionableDocument;
  url: string | null;
  failed: boolean;
}

/**
 * Download and preview for any list of documents (SPEC §2, §7):
 * - visitors are sent to /login (with the session, so they come back to it);
 * - a document without a file does nothing;
 * - a download opens the file in a new tab through the counted download API and reports the
 *   new count through `onDownloaded`;
 * - a preview (PDF only) opens the full-screen frame rendered by `previewElement`.
 */
export function useDocumentActions(
  options: { onDownloaded?: (documentId: string, count: number) => void } = {},
) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { onDownloaded } = options;
  const signedIn = status === 'authenticated';

  const download = useCallback(
    async (document: ActionableDocument) => {
      if (!signedIn) {
        void navigate(`${paths.login}?session=${encodeURIComponent(document.session_id)}`);
        return;
      }
      if (!document.has_file) return;
      setDownloadError(null);
      setDownloadingId(document.id);
      // Opened now, while the click still counts as a user gesture, so no popup blocker
      // stands in the way; pointed at the file once the API answers.
      const tab = window.open('', '_blank');
      try {
        const link = await requestDownload(document.id);
        if (tab) tab.location.href = link.url;
        else window.location.assign(link.url);
        onDownloaded?.(document.id, link.downloads_count);
      } catch (error) {
        tab?.close();
        console.error('[documents] download failed', error);
        setDownloadError('Le téléchargement a échoué. Veuillez réessayer.');
      } finally {
        setDownloadingId(null);
      }
    },
    [navigate, onDownloaded, signedIn],
  );

  const openPreview = useCallback(
    async (document: ActionableDocument) => {
      if (!signedIn) {
        void navigate(`${paths.login}?session=${encodeURIComponent(document.session_id)}`);
        return;
      }
      if (document.type !== 'pdf' || !document.has_file) return;
      setPreview({ document, url: null, failed: false });
      try {
        const link = await requestPreview(document.id);
        setPreview((current) =>
          current?.document.id === document.id ? { ...current, url: link.url } : current,
        );
      } catch (error) {
        console.error('[documents] preview failed', error);
        setPreview((current) =>
          current?.document.id === document.id ? { ...current, failed: true } : current,
        );
      }
    },
    [navigate, signedIn],
  );

  const closePreview = useCallback(() => setPreview(null), []);

  const previewElement = (
    <DocumentPreview
      title={preview?.document.title ?? ''}
      url={preview?.url ?? null}
      open={preview !== null}
      failed={preview?.failed ?? false}
      onClose={closePreview}
      onDownload={() => {
        if (preview) void download(preview.document);
      }}
    />
  );

  return {
    signedIn,
    download,
    openPreview,
    closePreview,
    previewElement,
    downloadingId,
    downloadError,
    clearDownloadError: () => setDownloadError(null),
  };
}

/** SPEC §5: preview only for PDFs that have a file. */
export function canPreview(document: Pick<DocumentItem, 'type' | 'has_file'>): boolean {
  return document.type === 'pdf' && document.has_file;
}
