import { MESSAGES } from '@common/messages';
import { sessionPathSchema } from '@common/schemas/ids';
import { documentCreateSchema } from '@common/schemas/document';
import { forbidden, notFound } from '../lib/errors';
import { json } from '../lib/http';
import { findSession } from '../sessions/session-reads';
import { assertMayEditPublished, canManageSession } from '../sessions/rules';
import { attachUpload } from '../uploads/attach';
import { deleteFile } from '../uploads/files';
import { createDocument } from './document-writes';
import { documentView } from './document-view';
import { apiHandler } from '../lib/api-handler';

/**
 * POST /api/sessions/{sessionId}/documents — the uploaded file is checked and moved to its final
 * key, then the document is written; if that write fails the file is removed again.
 */
export const handler = apiHandler(
  'create-document',
  { path: sessionPathSchema, body: documentCreateSchema },
  async ({ caller, inputs }) => {
    const { sessionId } = inputs.path;
    const input = inputs.body;
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
  },
);
