import middy from '@middy/core';
import { documentPathSchema } from '../../common/schemas/ids';
import { json, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { documentView } from './repository';
import { documentFor } from './rules';

/** GET /api/documents/{documentId} — for the document form: its owner's or an editor's. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const { documentId } = parsePath(event, documentPathSchema);
    const doc = await documentFor(caller, documentId, 'view');
    return json(200, documentView(doc));
  });
