import { notificationLink, notificationText, type NotificationView } from '@common/notifications';
import { notificationId, type StoredNotification } from './notification-item';

/** A notification as the API shows it: its sentence and link, read or not. */
export function notificationView(
  notification: StoredNotification,
  readBefore: string | null,
  now: Date,
): NotificationView {
  return {
    id: notificationId(notification),
    kind: notification.content.kind,
    text: notificationText(notification.content, now),
    link: notificationLink(notification.content),
    created_at: notification.at,
    read: notification.readAt !== null || (readBefore !== null && notification.writtenAt <= readBefore),
  };
}
