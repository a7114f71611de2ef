import { multipartUploadQuerySchema, type MultipartPartsResponse } from '@common/schemas/upload';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { listHeldParts, ownedUpload } from './multipart';

/** GET /api/uploads/multipart/parts — the parts S3 holds of the caller's upload: what a resume skips. */
export const handler = apiHandler(
  'list-upload-parts',
  { query: multipartUploadQuerySchema },
  async ({ caller, inputs }) => {
    const upload = ownedUpload(caller.id, inputs.query.upload_key, inputs.query.upload_id);
    const held = await listHeldParts(upload);
    const body: MultipartPartsResponse = {
      parts: held.map((part) => ({ part_number: part.partNumber, etag: part.etag, size: part.size })),
    };
    return json(200, body);
  },
);
