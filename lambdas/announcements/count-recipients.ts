import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { announcementRecipients } from './announcement-reads';

/** GET /api/admin/announcements/recipients — how many an announcement would reach now (an admin action). */
export const handler = apiHandler('count-announcement-recipients', {}, async ({ caller }) =>
  json(200, { recipients: await announcementRecipients(caller.id) }),
);
