import middy from '@middy/core';
import { MESSAGES } from '../../common/messages';
import { notificationPreferencesSchema } from '../../common/schemas/profile';
import { notFound } from '../lib/errors';
import { json, parseBody, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { setNotificationPreferences } from './repository';

/** PUT /api/me/notification-preferences — all four switches at once (the prototype stored none). */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const preferences = parseBody(event, notificationPreferencesSchema);
    if (!(await setNotificationPreferences(caller.id, preferences))) throw notFound(MESSAGES.userNotFound);
    return json(200, preferences);
  });
