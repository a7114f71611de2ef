import middy from '@middy/core';
import { MESSAGES } from '../../common/messages';
import { json, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { notFound } from '../lib/errors';
import { findUser, toMe } from './repository';

/** GET /api/me — the caller's profile, role and notification preferences, as the table holds them now. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (_event, context) => {
    const user = await findUser(signedInCaller(context).id);
    if (!user) throw notFound(MESSAGES.userNotFound);
    return json(200, toMe(user));
  });
