import { contactListQuerySchema } from '@common/schemas/contact';
import { json } from '../lib/http';
import { listContactMessages } from './repository';
import { apiHandler } from '../lib/api-handler';

/** GET /api/admin/contact-messages?limit=&cursor= — an admin action (lib/admin-mfa.ts), newest first. */
export const handler = apiHandler(
  'list-contact-messages',
  { query: contactListQuerySchema },
  async ({ inputs }) => {
    const query = inputs.query;
    return json(200, await listContactMessages(query));
  },
);
