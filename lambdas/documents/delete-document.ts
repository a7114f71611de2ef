import middy from '@middy/core';
import { DOCUMENT_MESSAGES } from '../../common/documents';
import { MESSAGES } from '../../common/messages';
import { documentPathSchema } from '../../common/schemas/ids';
import { forbidden, notFound } from '../lib/errors';
import { json, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { findDocument } from './repository';
import { removeDocument } from './remove';
import { canManageDocument } from './rules';

/** DELETE /api/documents/{documentId} — the file, then the document and its entries. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const { documentId } = parsePath(event, documentPathSchema);
    const doc = await findDocument(documentId);
    if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);
    if (!canManageDocument(caller, doc)) throw forbidden(MESSAGES.noEditPermissionDocument);
    await removeDocument(doc);
    return json(200, { deleted: doc.id });
  });
