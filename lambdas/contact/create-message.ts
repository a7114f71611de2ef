import middy from '@middy/core';
import { contactMessageSchema } from '../../common/schemas/contact';
import { json, parseBody, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, optionalCaller } from '../lib/middleware';
import { rateLimitAddress, viewerIp } from '../lib/viewer';
import { createContactMessage } from './repository';

/**
 * POST /api/contact — the help page's contact form; anyone, signed-in senders are recorded. Hourly
 * limits per user and per address (LIMITS): over them, a 429 and nothing stored.
 */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(optionalCaller())
  .handler(async (event, context) => {
    const input = parseBody(event, contactMessageSchema);
    const message = await createContactMessage(
      input,
      {
        userId: context.caller?.id ?? null,
        // Behind CloudFront the source is CloudFront's: the viewer's address comes in our header.
        address: rateLimitAddress(viewerIp(event) ?? event.requestContext.http.sourceIp),
      },
      new Date(),
    );
    return json(201, { id: message.id, created_at: message.created_at });
  });
