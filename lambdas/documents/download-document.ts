import type { DownloadLink } from '@common/api-types';
import { DOCUMENT_MESSAGES } from '@common/messages';
import { documentPathSchema } from '@common/schemas/ids';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { METRIC, countMetric, logger } from '../lib/observability';
import { documentFor } from './rules';
import { downloadFileName, downloadUrl } from '../uploads/files';
import { recordDownload } from './downloads';
import { apiHandler } from '../lib/api-handler';
import { recordOpening } from './openings';

/**
 * POST /api/documents/{documentId}/download — signed-in only: counts the download (every time),
 * records the document as opened in the caller's parcours (the first time), and returns a
 * short-lived link that saves the file. The file still opens if counting or recording fails.
 */
export const handler = apiHandler(
  'download-document',
  { path: documentPathSchema },
  async ({ caller, inputs }) => {
    const { documentId } = inputs.path;
    const doc = await documentFor(caller, documentId, 'read');
    if (!doc.file_key) throw notFound(DOCUMENT_MESSAGES.noFile);
    const link = await downloadUrl({
      key: doc.file_key,
      fileName: downloadFileName(doc.title, doc.file_key),
    });
    let count = doc.downloads_count;
    try {
      count = await recordDownload(doc, caller.id);
      countMetric(METRIC.documentDownloads);
    } catch (error) {
      logger.error('Download not recorded', { documentId, error: error as Error });
    }
    await recordOpening(caller.id, doc, 'download');
    const body: DownloadLink = { url: link.url, expires_at: link.expiresAt, downloads_count: count };
    return json(200, body);
  },
);
