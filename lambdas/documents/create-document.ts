import middy from '@middy/core';
import { MESSAGES } from '../../common/messages';
import { sessionPathSchema } from '../../common/schemas/ids';
import { documentCreateSchema } from '../../common/schemas/document';
import { forbidden, notFound } from '../lib/errors';
import { json, parseBody, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { findSession } from '../sessions/repository';
import { assertMayEditPublished, canManageSession } from '../sessions/rules';
import { attachUpload } from '../uploads/attach';
import { deleteFile } from '../uploads/files';
import { createDocument, documentView } from './repository';

/**
 * POST /api/sessions/{sessionId}/documents — the uploaded file is checked and moved to its final
 * key, then the document is written; if that write fails the file is removed again.
 */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const { sessionId } = parsePath(event, sessionPathSchema);
    const input = parseBody(event, documentCreateSchema);
    const session = await findSession(sessionId);
    if (!session || session.deleting) throw notFound(MESSAGES.sessionNotFoundOrNoPermission);
    if (!canManageSession(caller, session)) throw forbidden(MESSAGES.noEditPermissionSession);
    // The document's write commits only while the session is still in the status checked here.
    assertMayEditPublished(caller, session.status);
    const file = await attachUpload({ kind: 'document', stagingKey: input.upload_key, userId: caller.id });
    try {
      const doc = await createDocument(
        {
          session,
          title: input.title,
          description: input.description,
          category: input.category,
          file: { key: file.key, size: file.size, fileType: file.fileType },
          uploaderId: caller.id,
        },
        new Date().toISOString(),
      );
      return json(201, documentView(doc));
    } catch (error) {
      await deleteFile('documents', file.key);
      throw error;
    }
  });
