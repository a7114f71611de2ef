import { multipartUploadQuerySchema } from '@common/schemas/upload';
import { apiHandler } from '../lib/api-handler';
import { abortUpload, ownedUpload } from './multipart';

/** DELETE /api/uploads/multipart — the caller cancels their upload: S3 drops every part it holds. */
export const handler = apiHandler(
  'abort-multipart-upload',
  { query: multipartUploadQuerySchema },
  async ({ caller, inputs }) => {
    await abortUpload(ownedUpload(caller.id, inputs.query.upload_key, inputs.query.upload_id));
    return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
  },
);
