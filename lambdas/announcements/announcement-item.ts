/**
 * An admin's announcement as the table holds it (`ANNOUNCEMENT#{id}`, listed newest first on GSI1
 * `ANNOUNCEMENTS`). Its id is the one the admin's form chose (`request_id`): a double click writes it
 * once. Its insertion, read from the table's stream, starts the fan-out (notifications/stream-handler.ts).
 * The only place that maps announcement items.
 */
import * as z from 'zod';
import type { Announcement } from '@common/api-types';
import { keys } from '../lib/keys';

export function announcementItem(announcement: Announcement): Record<string, unknown> {
  return {
    ...keys.announcement(announcement.id),
    ...keys.announcementListing(announcement.created_at, announcement.id),
    type: 'announcement',
    ...announcement,
  };
}

const itemSchema = z.object({
  id: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  recipients: z.number(),
});

export function toAnnouncement(item: Record<string, unknown>): Announcement {
  return itemSchema.parse(item);
}
