import middy from '@middy/core';
import { MESSAGES } from '../../common/messages';
import { contactMessageParamsSchema } from '../../common/schemas/contact';
import { requireAdminAction } from '../lib/admin-mfa';
import { notFound } from '../lib/errors';
import { json, parsePath, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { findContactMessage } from './repository';

/** GET /api/admin/contact-messages/{messageId} — an admin action (lib/admin-mfa.ts). */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    await requireAdminAction(signedInCaller(context));
    const { messageId } = parsePath(event, contactMessageParamsSchema);
    const message = await findContactMessage(messageId);
    if (!message) throw notFound(MESSAGES.contactMessageNotFound);
    return json(200, message);
  });
