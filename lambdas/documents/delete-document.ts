import { documentPathSchema } from '@common/schemas/ids';
import { json } from '../lib/http';

import { removeDocument } from './remove';
import { assertMayDeleteDocument, documentFor } from './rules';
import { apiHandler } from '../lib/api-handler';

/** DELETE /api/documents/{documentId} — the file, then the document and its entries. */
export const handler = apiHandler(
  'delete-document',
  { path: documentPathSchema },
  async ({ caller, inputs }) => {
    const { documentId } = inputs.path;
    const doc = await documentFor(caller, documentId, 'manage');
    assertMayDeleteDocument(caller);
    await removeDocument(doc);
    return json(200, { deleted: doc.id });
  },
);
