import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { markAllRead } from './notification-writes';

/** POST /api/notifications/read-all — "Tout marquer comme lu". */
export const handler = apiHandler('mark-all-notifications-read', {}, async ({ caller }) => {
  await markAllRead(caller.id, new Date());
  return json(200, { unread: 0 });
});
