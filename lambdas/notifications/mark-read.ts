import { NOTIFICATION_UI_MESSAGES } from '@common/messages/notifications';
import { notificationPathSchema } from '@common/schemas/notifications';
import { apiHandler } from '../lib/api-handler';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { parseNotificationId } from './notification-item';
import { markRead } from './notification-writes';

/** PUT /api/notifications/{notificationId}/read — a notification opened: read (one's own only). */
export const handler = apiHandler(
  'mark-notification-read',
  { path: notificationPathSchema },
  async ({ caller, inputs }) => {
    const parsed = parseNotificationId(inputs.path.notificationId);
    if (!parsed) throw notFound(NOTIFICATION_UI_MESSAGES.notificationNotFound);
    // The key is the caller's own partition: another person's notification is simply not found.
    if (!(await markRead(caller.id, parsed.at, parsed.eventKey, new Date()))) {
      throw notFound(NOTIFICATION_UI_MESSAGES.notificationNotFound);
    }
    return json(200, { read: true });
  },
);
