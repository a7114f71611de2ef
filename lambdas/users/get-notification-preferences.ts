import { MESSAGES } from '@common/messages';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { findUser } from './repository';
import { apiHandler } from '../lib/api-handler';

/** GET /api/me/notification-preferences — stored switches over the spec's defaults, and the e-mails' frequency. */
export const handler = apiHandler('get-notification-preferences', {}, async ({ caller }) => {
  const user = await findUser(caller.id);
  if (!user) throw notFound(MESSAGES.userNotFound);
  return json(200, { ...user.notification_preferences, email_frequency: user.email_frequency });
});
