import { queryOptions } from '@tanstack/react-query';
import type { DownloadLink } from '@common/api-types';
import { api } from '@/lib/api-client';

/** POST /api/documents/{id}/download — counts the download and returns a short-lived link that saves the file. */
export function requestDownload(documentId: string): Promise<DownloadLink> {
  return api<DownloadLink>(`/documents/${encodeURIComponent(documentId)}/download`, {
    method: 'POST',
    auth: 'required',
  });
}

/**
 * GET /api/documents/{id}/preview — an inline link to a PDF (not counted as a download; the document
 * counts as opened in the person's parcours).
 */
export function requestPreview(
  documentId: string,
  signal?: AbortSignal,
): Promise<{ url: string; expires_at: string }> {
  return api<{ url: string; expires_at: string }>(`/documents/${encodeURIComponent(documentId)}/preview`, {
    auth: 'required',
    signal,
  });
}

/**
 * A PDF's preview link. The link expires: each opening asks for a new one (never kept once the
 * preview closes), and a failure shows at once (the preview says so). The opening click asks for it
 * (prefetch) while the preview's code loads; the preview then takes that answer without asking again.
 */
export function documentPreviewQuery(documentId: string) {
  return queryOptions({
    queryKey: ['documents', documentId, 'preview'],
    queryFn: ({ signal }) => requestPreview(documentId, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: false,
    retry: false,
  });
}
