import { apiHandler } from '../lib/api-handler';
import { env } from '../lib/env';
import { endAllSessions } from './sessions';

/**
 * POST /api/me/end-sessions — signs every session of the caller's account out (sessions.ts): after a
 * password change and after two-factor sign-in is turned on, the app calls it, then signs in again
 * itself. 204; 503 when Cognito could not be reached (safe to retry).
 */
export const handler = apiHandler('end-sessions', {}, async ({ caller }) => {
  await endAllSessions(caller.id, env.userPoolId());
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
