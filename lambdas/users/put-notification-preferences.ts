import { MESSAGES } from '../../common/messages';
import { notificationPreferencesSchema } from '../../common/schemas/profile';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { setNotificationPreferences } from './repository';
import { apiHandler } from '../lib/api-handler';

/** PUT /api/me/notification-preferences — all four switches at once (the prototype stored none). */
export const handler = apiHandler(
  'put-notification-preferences',
  { body: notificationPreferencesSchema },
  async ({ caller, inputs }) => {
    const preferences = inputs.body;
    if (!(await setNotificationPreferences(caller.id, preferences))) throw notFound(MESSAGES.userNotFound);
    return json(200, preferences);
  },
);
