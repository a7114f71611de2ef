import type { DownloadLink } from '@common/api-types';
import { documentPathSchema } from '@common/schemas/ids';
import { json } from '../lib/http';
import { METRIC, countMetric, logger } from '../lib/observability';
import { recordDownload } from './downloads';
import { readableFile } from './file-link';
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
    const { doc, link } = await readableFile(caller, documentId);
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
