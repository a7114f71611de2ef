import type { DownloadLink } from '../../../common/api-types';
import { api } from '../lib/api-client';

/** POST /api/documents/{id}/download — counts the download and returns a short-lived link that saves the file. */
export function requestDownload(documentId: string): Promise<DownloadLink> {
  return api<DownloadLink>(`/documents/${encodeURIComponent(documentId)}/download`, {
    method: 'POST',
    auth: 'required',
  });
}

/** GET /api/documents/{id}/preview — an inline link to a PDF (not counted). */
export function requestPreview(documentId: string): Promise<{ url: string; expires_at: string }> {
  return api<{ url: string; expires_at: string }>(`/documents/${encodeURIComponent(documentId)}/preview`, {
    auth: 'required',
  });
}
