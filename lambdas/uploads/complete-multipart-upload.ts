import { multipartCompleteSchema, type MultipartCompleteResponse } from '@common/schemas/upload';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { completeUpload, ownedUpload } from './multipart';

/**
 * POST /api/uploads/multipart/complete — assembles the caller's upload from its parts, within the
 * kind's size limit; the staging key then holds the file, for the saving route to attach.
 */
export const handler = apiHandler(
  'complete-multipart-upload',
  { body: multipartCompleteSchema },
  async ({ caller, inputs }) => {
    const input = inputs.body;
    const upload = ownedUpload(caller.id, input.upload_key, input.upload_id);
    const completed = await completeUpload(
      upload,
      input.parts.map((part) => ({ partNumber: part.part_number, etag: part.etag })),
    );
    const body: MultipartCompleteResponse = { key: upload.key, size: completed.size };
    return json(200, body);
  },
);
