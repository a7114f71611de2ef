import middy from '@middy/core';
import { DOCUMENT_MESSAGES } from '../../common/messages';
import { documentPathSchema } from '../../common/schemas/ids';
import { notFound } from '../lib/errors';
import { json, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { documentFor } from './rules';
import { downloadFileName, downloadUrl } from '../uploads/files';

/** GET /api/documents/{documentId}/preview — signed-in only: an inline link for the PDF preview (not counted). */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const { documentId } = parsePath(event, documentPathSchema);
    const doc = await documentFor(caller, documentId, 'read');
    if (!doc.file_key) throw notFound(DOCUMENT_MESSAGES.noFile);
    const link = await downloadUrl({
      key: doc.file_key,
      fileName: downloadFileName(doc.title, doc.file_key),
      inline: true,
    });
    return json(200, { url: link.url, expires_at: link.expiresAt });
  });
