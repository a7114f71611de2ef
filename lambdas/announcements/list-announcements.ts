import { announcementsQuerySchema } from '@common/schemas/notifications';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { listAnnouncements } from './announcement-reads';

/** GET /api/admin/announcements?limit=&cursor= — what was sent, newest first (an admin action). */
export const handler = apiHandler(
  'list-announcements',
  { query: announcementsQuerySchema },
  async ({ inputs }) => json(200, await listAnnouncements(inputs.query)),
);
