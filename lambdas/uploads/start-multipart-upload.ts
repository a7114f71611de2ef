import { MESSAGES } from '@common/messages';
import { canManageContent } from '@common/roles';
import { multipartStartSchema, type MultipartStartResponse } from '@common/schemas/upload';
import { UPLOAD_RULES } from '@common/uploads';
import { apiHandler } from '../lib/api-handler';
import { forbidden } from '../lib/errors';
import { json } from '../lib/http';
import { startMultipartUpload } from './multipart';

/**
 * POST /api/uploads/multipart — starts an upload in parts of a file over the threshold, declared and
 * permitted as for POST /api/uploads (documents and session images: editors and admins).
 */
export const handler = apiHandler(
  'start-multipart-upload',
  { body: multipartStartSchema },
  async ({ caller, inputs }) => {
    const input = inputs.body;
    if (UPLOAD_RULES[input.kind].contentManagersOnly && !canManageContent(caller.role)) {
      throw forbidden(MESSAGES.editorsOnly);
    }
    const started = await startMultipartUpload({
      kind: input.kind,
      fileName: input.file_name,
      contentType: input.content_type,
      size: input.size,
      userId: caller.id,
    });
    const body: MultipartStartResponse = {
      key: started.key,
      upload_id: started.uploadId,
      part_size: started.partSize,
      part_count: started.partCount,
      max_bytes: started.maxBytes,
    };
    return json(201, body);
  },
);
