import { MESSAGES } from '@common/messages';
import { contactMessageParamsSchema } from '@common/schemas/contact';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { findContactMessage } from './repository';
import { apiHandler } from '../lib/api-handler';

/** GET /api/admin/contact-messages/{messageId} — an admin action (lib/admin-mfa.ts). */
export const handler = apiHandler(
  'get-contact-message',
  { path: contactMessageParamsSchema },
  async ({ inputs }) => {
    const { messageId } = inputs.path;
    const message = await findContactMessage(messageId);
    if (!message) throw notFound(MESSAGES.contactMessageNotFound);
    return json(200, message);
  },
);
