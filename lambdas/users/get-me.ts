import { MESSAGES } from '@common/messages';
import { json } from '../lib/http';
import { notFound } from '../lib/errors';
import { findUser, toMe } from './repository';
import { apiHandler } from '../lib/api-handler';

/** GET /api/me — the caller's profile, role and notification preferences, as the table holds them now. */
export const handler = apiHandler('get-me', {}, async ({ caller }) => {
  const user = await findUser(caller.id);
  if (!user) throw notFound(MESSAGES.userNotFound);
  return json(200, toMe(user));
});
