import { DOCUMENT_MESSAGES } from '@common/messages';
import { documentPathSchema } from '@common/schemas/ids';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { documentFor } from './rules';
import { downloadFileName, downloadUrl } from '../uploads/files';
import { apiHandler } from '../lib/api-handler';
import { recordOpening } from './openings';

/**
 * GET /api/documents/{documentId}/preview — signed-in only: an inline link for the PDF reader (not a
 * download: not counted as one), and the document recorded as opened in the caller's parcours the
 * first time (the link is still given if that fails).
 */
export const handler = apiHandler(
  'preview-document',
  { path: documentPathSchema },
  async ({ caller, inputs }) => {
    const { documentId } = inputs.path;
    const doc = await documentFor(caller, documentId, 'read');
    if (!doc.file_key) throw notFound(DOCUMENT_MESSAGES.noFile);
    const link = await downloadUrl({
      key: doc.file_key,
      fileName: downloadFileName(doc.title, doc.file_key),
      inline: true,
    });
    await recordOpening(caller.id, doc, 'preview');
    return json(200, { url: link.url, expires_at: link.expiresAt });
  },
);
