import { MESSAGES } from '@common/messages';
import { notificationPreferencesSchema } from '@common/schemas/profile';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { setNotificationSettings } from './repository';
import { apiHandler } from '../lib/api-handler';

/**
 * PUT /api/me/notification-preferences — the four switches at once, and how often notifications are
 * e-mailed (kept when not sent). The switches decide what notifies, in the bell and by e-mail.
 */
export const handler = apiHandler(
  'put-notification-preferences',
  { body: notificationPreferencesSchema },
  async ({ caller, inputs }) => {
    const { email_frequency: frequency, ...preferences } = inputs.body;
    const saved = await setNotificationSettings(caller.id, preferences, frequency);
    if (!saved) throw notFound(MESSAGES.userNotFound);
    return json(200, saved);
  },
);
