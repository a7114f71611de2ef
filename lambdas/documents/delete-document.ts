import middy from '@middy/core';
import { documentPathSchema } from '../../common/schemas/ids';
import { json, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';

import { removeDocument } from './remove';
import { assertMayDeleteDocument, documentFor } from './rules';

/** DELETE /api/documents/{documentId} — the file, then the document and its entries. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const { documentId } = parsePath(event, documentPathSchema);
    const doc = await documentFor(caller, documentId, 'manage');
    assertMayDeleteDocument(caller);
    await removeDocument(doc);
    return json(200, { deleted: doc.id });
  });
