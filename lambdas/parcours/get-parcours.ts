import { json } from '../lib/http';
import { apiHandler } from '../lib/api-handler';
import { readParcours } from './parcours-reads';

/** GET /api/me/parcours — the caller's own parcours: the programme's sessions, where they are in each, what is next. */
export const handler = apiHandler('get-parcours', {}, async ({ caller }) =>
  json(200, await readParcours(caller.id)),
);
