import { listUsersQuerySchema } from '@common/schemas/admin';
import { json } from '../lib/http';
import { listUsers } from './listing';
import { apiHandler } from '../lib/api-handler';

/** GET /api/admin/users?page=N&search=… — an admin action (lib/admin-mfa.ts); 50 per page, newest first, with total and pages. */
export const handler = apiHandler('list-users', { query: listUsersQuerySchema }, async ({ inputs }) => {
  const { page, search } = inputs.query;
  return json(200, await listUsers({ page, search }));
});
