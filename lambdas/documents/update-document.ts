import { documentPathSchema } from '@common/schemas/ids';
import { documentUpdateSchema } from '@common/schemas/document';
import { json } from '../lib/http';
import { attachUpload } from '../uploads/attach';
import { deleteFile } from '../uploads/files';
import { documentView } from './document-view';
import { updateDocument } from './document-writes';
import { documentFor } from './rules';
import { assertMayEditPublished } from '../sessions/rules';
import { apiHandler } from '../lib/api-handler';

/** PUT /api/documents/{documentId} — edit fields, or replace the file (the old one is removed after the save). */
export const handler = apiHandler(
  'update-document',
  { path: documentPathSchema, body: documentUpdateSchema },
  async ({ caller, inputs }) => {
    const { documentId } = inputs.path;
    const input = inputs.body;
    const doc = await documentFor(caller, documentId, 'manage');
    // The save commits only while the session is still in the status checked here (see updateDocument).
    assertMayEditPublished(caller, doc.live.status);
    const file = input.upload_key
      ? await attachUpload({ kind: 'document', stagingKey: input.upload_key, userId: caller.id })
      : undefined;
    let updated;
    try {
      updated = await updateDocument(
        doc,
        {
          title: input.title,
          description: input.description,
          category: input.category,
          file: file ? { key: file.key, size: file.size, fileType: file.fileType } : undefined,
        },
        new Date().toISOString(),
      );
    } catch (error) {
      if (file) await deleteFile('documents', file.key);
      throw error;
    }
    if (file && doc.file_key) await deleteFile('documents', doc.file_key);
    return json(200, documentView(updated));
  },
);
