import middy from '@middy/core';
import { MESSAGES } from '../../common/messages';
import { notFound } from '../lib/errors';
import { json, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { findUser } from './repository';

/** GET /api/me/notification-preferences — stored switches over the spec's defaults. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (_event, context) => {
    const user = await findUser(signedInCaller(context).id);
    if (!user) throw notFound(MESSAGES.userNotFound);
    return json(200, user.notification_preferences);
  });
