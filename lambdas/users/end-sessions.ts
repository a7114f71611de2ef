import middy from '@middy/core';
import { env } from '../lib/env';
import type { ApiContext, ApiEvent, ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { endAllSessions } from './sessions';

/**
 * POST /api/me/end-sessions — signs every session of the caller's account out (sessions.ts): after a
 * password change and after two-factor sign-in is turned on, the app calls it, then signs in again
 * itself. 204; 503 when Cognito could not be reached (safe to retry).
 */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (_event, context) => {
    await endAllSessions(signedInCaller(context).id, env.userPoolId());
    return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
  });
