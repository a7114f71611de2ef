import { fileExtension } from '@common/uploads';
import { DOCUMENT_MESSAGES } from '@common/messages';
import { deleteObject } from '../lib/object-store';
import { presignGet } from '../lib/presigned';
import { env } from '../lib/env';
import { validationFailed } from '../lib/errors';
import { mediaKeyFromUrl, type BucketKind } from './object-keys';

export type { BucketKind } from './object-keys';

/** Short: the link is for the click that asked for it, and a shared link should die quickly. */
export const DOWNLOAD_URL_SECONDS = 300;

export function bucketName(kind: BucketKind): string {
  return kind === 'documents' ? env.documentsBucket() : env.mediaBucket();
}

/**
 * Removes a stored file. Idempotent: S3 answers a missing key with success, and a cascade that
 * is resumed after an interruption deletes the same keys again.
 */
export async function deleteFile(bucketKind: BucketKind, key: string): Promise<void> {
  try {
    await deleteObject(bucketName(bucketKind), key);
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound') return;
    throw error;
  }
}

/** Removes the media file behind an image_url or avatar_url; URLs that are not ours are left alone. */
export async function deleteMediaByUrl(url: string | null | undefined): Promise<void> {
  const key = mediaKeyFromUrl(url);
  if (key) await deleteFile('media', key);
}

/** Percent-encoding of RFC 5987 attr-chars: encodeURIComponent leaves ' ( ) * as they are. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition header value (RFC 6266): an ASCII fallback for old clients, then the
 * UTF-8 name, so "Étude de marché.pdf" keeps its accents where browsers support it (all do today).
 */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const name =
    fileName
      .replace(/[\r\n\\/"]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'document';
  const fallback = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** The name a download is saved under: the document's title, with the stored file's extension. */
export function downloadFileName(title: string, key: string): string {
  const extension = fileExtension(key);
  const base = title.trim() || 'document';
  return extension && fileExtension(base) !== extension ? `${base}.${extension}` : base;
}

export interface DownloadUrlInput {
  /** The document's key in the documents bucket. */
  key: string;
  /** The name the browser saves it under (see downloadFileName). */
  fileName: string;
  /** The PDF preview: shown in the browser instead of saved. */
  inline?: boolean;
}

/** A presigned GET of a private document, valid DOWNLOAD_URL_SECONDS. */
export async function downloadUrl(input: DownloadUrlInput): Promise<{ url: string; expiresAt: string }> {
  // SPEC §5: preview only for PDFs; anything else shown inline would be rendered by the browser.
  if (input.inline && fileExtension(input.key) !== 'pdf')
    throw validationFailed(DOCUMENT_MESSAGES.previewPdfOnly);
  const url = await presignGet({
    bucket: env.documentsBucket(),
    key: input.key,
    expiresSeconds: DOWNLOAD_URL_SECONDS,
    responseHeaders: {
      contentDisposition: contentDisposition(input.inline ? 'inline' : 'attachment', input.fileName),
      // The preview link answers as a PDF, whatever type the object was stored with.
      ...(input.inline ? { contentType: 'application/pdf' } : {}),
    },
  });
  return { url, expiresAt: new Date(Date.now() + DOWNLOAD_URL_SECONDS * 1000).toISOString() };
}
