import { multipartUrlsSchema, type MultipartUrlsResponse } from '@common/schemas/upload';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { ownedUpload, presignParts } from './multipart';

/** POST /api/uploads/multipart/urls — short-lived presigned URLs for parts of the caller's upload. */
export const handler = apiHandler(
  'presign-upload-parts',
  { body: multipartUrlsSchema },
  async ({ caller, inputs }) => {
    const input = inputs.body;
    const upload = ownedUpload(caller.id, input.upload_key, input.upload_id);
    const signed = await presignParts(upload, input.part_numbers);
    const body: MultipartUrlsResponse = {
      parts: signed.parts.map((part) => ({ part_number: part.partNumber, url: part.url })),
      expires_at: signed.expiresAt,
    };
    return json(200, body);
  },
);
