import { announcementSchema } from '@common/schemas/notifications';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { announcementRecipients } from './announcement-reads';
import { createAnnouncement } from './announcement-writes';

/**
 * POST /api/admin/announcements — an admin action. Stores the announcement (once per `request_id`);
 * the table's stream then fans it out to those who opted in, a page of the index per job. 201 when
 * sent now, 200 when this request was already sent (a double click, a retry).
 */
export const handler = apiHandler(
  'send-announcement',
  { body: announcementSchema },
  async ({ caller, inputs }) => {
    const { request_id: id, subject, text } = inputs.body;
    const recipients = await announcementRecipients(caller.id);
    const result = await createAnnouncement({
      id,
      subject,
      text,
      created_at: new Date().toISOString(),
      created_by: caller.id,
      recipients,
    });
    return json(result.created ? 201 : 200, result.announcement);
  },
);
