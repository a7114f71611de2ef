import type { NotificationPage } from '@common/notifications';
import { notificationsQuerySchema } from '@common/schemas/notifications';
import { apiHandler } from '../lib/api-handler';
import { decodeKeyCursor, encodeKeyCursor, equals, listId, matches } from '../lib/cursor';
import { json } from '../lib/http';
import { keys } from '../lib/keys';
import { notificationsPage, readBefore, unreadCount } from './notification-reads';
import { notificationView } from './notification-view';

/** GET /api/notifications — the bell's panel: a page, newest first, and how many are unread. */
export const handler = apiHandler(
  'list-notifications',
  { query: notificationsQuerySchema },
  async ({ caller, inputs }) => {
    const { limit, cursor } = inputs.query;
    const list = listId(['notifications', caller.id]);
    const startKey = decodeKeyCursor(cursor, list, {
      PK: equals(keys.notifications(caller.id).PK),
      SK: matches(/^N#/),
    });
    const before = await readBefore(caller.id);
    const [page, unread] = await Promise.all([
      notificationsPage(caller.id, { limit, startKey }),
      unreadCount(caller.id, before),
    ]);
    const now = new Date();
    const answer: NotificationPage = {
      items: page.items.map((item) => notificationView(item, before, now)),
      next_cursor: encodeKeyCursor(list, page.lastKey),
      unread,
    };
    return json(200, answer);
  },
);
