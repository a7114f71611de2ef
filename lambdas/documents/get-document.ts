import middy from '@middy/core';
import { DOCUMENT_MESSAGES } from '../../common/documents';
import { documentPathSchema } from '../../common/schemas/ids';
import { notFound } from '../lib/errors';
import { json, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { documentView, findDocument } from './repository';
import { canManageDocument } from './rules';

/** GET /api/documents/{documentId} — for the document form: its owner's or an editor's. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const { documentId } = parsePath(event, documentPathSchema);
    const doc = await findDocument(documentId);
    if (!doc || !canManageDocument(caller, doc)) throw notFound(DOCUMENT_MESSAGES.notFound);
    return json(200, documentView(doc));
  });
