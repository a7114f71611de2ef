import middy from '@middy/core';
import { contactMessageSchema } from '../../common/schemas/contact';
import { json, parseBody, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, optionalCaller } from '../lib/middleware';
import { createContactMessage } from './repository';

/** POST /api/contact — the help page's contact form; anyone, signed-in senders are recorded. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(optionalCaller())
  .handler(async (event, context) => {
    const input = parseBody(event, contactMessageSchema);
    const message = await createContactMessage(input, context.caller?.id ?? null, new Date().toISOString());
    return json(201, { id: message.id, created_at: message.created_at });
  });
