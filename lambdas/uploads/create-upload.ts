import { MESSAGES } from '@common/messages';
import { canManageContent } from '@common/roles';
import { uploadTicketRequestSchema, type UploadTicketResponse } from '@common/schemas/upload';
import { UPLOAD_RULES } from '@common/uploads';
import { forbidden } from '../lib/errors';
import { json } from '../lib/http';
import { createUploadTicket } from './presign';
import { apiHandler } from '../lib/api-handler';

/**
 * POST /api/uploads — a presigned POST for one file. Documents and session images are content
 * (editors and admins, SPEC §6); any signed-in user may upload their own avatar.
 */
export const handler = apiHandler(
  'create-upload',
  { body: uploadTicketRequestSchema },
  async ({ caller, inputs }) => {
    const input = inputs.body;
    if (UPLOAD_RULES[input.kind].contentManagersOnly && !canManageContent(caller.role)) {
      throw forbidden(MESSAGES.editorsOnly);
    }
    const ticket = await createUploadTicket({
      kind: input.kind,
      fileName: input.file_name,
      contentType: input.content_type,
      size: input.size,
      userId: caller.id,
    });
    const body: UploadTicketResponse = {
      url: ticket.url,
      fields: ticket.fields,
      key: ticket.key,
      expires_at: ticket.expiresAt,
      max_bytes: ticket.maxBytes,
    };
    return json(201, body);
  },
);
