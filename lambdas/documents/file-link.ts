import { DOCUMENT_MESSAGES } from '@common/messages';
import { notFound } from '../lib/errors';
import type { Caller } from '../lib/http';
import { downloadFileName, downloadUrl } from '../uploads/files';
import type { LoadedDocument } from './document-item';
import { documentFor } from './rules';

/**
 * A document the caller may read, with a short-lived link to its file: one that saves it (download),
 * or one the PDF reader opens (`inline`, PDFs only).
 */
export async function readableFile(
  caller: Caller,
  documentId: string,
  options: { inline?: boolean } = {},
): Promise<{ doc: LoadedDocument; link: { url: string; expiresAt: string } }> {
  const doc = await documentFor(caller, documentId, 'read');
  if (!doc.file_key) throw notFound(DOCUMENT_MESSAGES.noFile);
  const link = await downloadUrl({
    key: doc.file_key,
    fileName: downloadFileName(doc.title, doc.file_key),
    ...(options.inline ? { inline: true } : {}),
  });
  return { doc, link };
}
