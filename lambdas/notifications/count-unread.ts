import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { readBefore, unreadCount } from './notification-reads';

/** GET /api/notifications/unread — the bell's badge: a GetItem and one bounded Query. */
export const handler = apiHandler('count-unread-notifications', {}, async ({ caller }) => {
  return json(200, { unread: await unreadCount(caller.id, await readBefore(caller.id)) });
});
