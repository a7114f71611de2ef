import { json } from '../lib/http';
import { assertMayBootstrap } from './bootstrap-rule';
import { bootstrapFirstAdmin } from './roles';
import { apiHandler } from '../lib/api-handler';

/**
 * POST /api/bootstrap-admin — the signed-in caller becomes the first admin, only when none exists
 * (409 otherwise), and on AWS only with the verified e-mail named at deploy time (403 otherwise,
 * with the reason). No body is read: there is nothing to choose.
 */
export const handler = apiHandler('bootstrap-admin', {}, async ({ caller }) => {
  await assertMayBootstrap(caller.id);
  return json(200, await bootstrapFirstAdmin(caller.id));
});
