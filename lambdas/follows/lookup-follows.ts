import { canManageContent } from '@common/roles';
import { followLookupQuerySchema } from '@common/schemas/notifications';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { followStates } from './follow-reads';

/**
 * GET /api/me/follows?sessions=a,b — which of the sessions a page shows the caller follows (the follow
 * buttons of the cards), with the counts for editors and admins: one BatchGet.
 */
export const handler = apiHandler(
  'lookup-follows',
  { query: followLookupQuerySchema },
  async ({ caller, inputs }) => {
    const items = await followStates(caller.id, inputs.query.sessions, canManageContent(caller.role));
    return json(200, { items });
  },
);
