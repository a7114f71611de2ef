import { contactMessageSchema } from '@common/schemas/contact';
import { json } from '../lib/http';
import { rateLimitAddress, viewerIp } from '../lib/viewer';
import { createContactMessage } from './repository';
import { apiHandler } from '../lib/api-handler';

/**
 * POST /api/contact — the help page's contact form; anyone, signed-in senders are recorded. Hourly
 * limits per user and per address (LIMITS): over them, a 429 and nothing stored.
 */
export const handler = apiHandler(
  'create-contact-message',
  { body: contactMessageSchema },
  async ({ event, caller, inputs }) => {
    const input = inputs.body;
    const message = await createContactMessage(
      input,
      {
        userId: caller?.id ?? null,
        // Behind CloudFront the source is CloudFront's: the viewer's address comes in our header.
        address: rateLimitAddress(viewerIp(event) ?? event.requestContext.http.sourceIp),
      },
      new Date(),
    );
    return json(201, { id: message.id, created_at: message.created_at });
  },
);
