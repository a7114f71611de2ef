import { documentPathSchema } from '@common/schemas/ids';
import { json } from '../lib/http';
import { apiHandler } from '../lib/api-handler';
import { readableFile } from './file-link';
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
    const { doc, link } = await readableFile(caller, documentId, { inline: true });
    await recordOpening(caller.id, doc, 'preview');
    return json(200, { url: link.url, expires_at: link.expiresAt });
  },
);
