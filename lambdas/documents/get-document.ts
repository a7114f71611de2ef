import { documentPathSchema } from '@common/schemas/ids';
import { json } from '../lib/http';
import { documentView } from './document-view';
import { documentFor } from './rules';
import { apiHandler } from '../lib/api-handler';

/** GET /api/documents/{documentId} — for the document form: its owner's or an editor's. */
export const handler = apiHandler(
  'get-document',
  { path: documentPathSchema },
  async ({ caller, inputs }) => {
    const { documentId } = inputs.path;
    const doc = await documentFor(caller, documentId, 'view');
    return json(200, documentView(doc));
  },
);
