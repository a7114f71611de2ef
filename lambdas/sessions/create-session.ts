import { MESSAGES } from '@common/messages';
import { canManageContent } from '@common/roles';
import { sessionInputSchema } from '@common/schemas/session';
import { forbidden } from '../lib/errors';
import { json } from '../lib/http';
import { NO_COVER, resolveCover, withCover } from './cover';
import { createSession } from './session-writes';
import { publicSession } from './session-view';
import { apiHandler } from '../lib/api-handler';

/** POST /api/sessions — editors and admins create a session (SPEC §5–§6). */
export const handler = apiHandler(
  'create-session',
  { body: sessionInputSchema },
  async ({ caller, inputs }) => {
    if (!canManageContent(caller.role)) throw forbidden(MESSAGES.editorsOnly);
    const input = inputs.body;
    const cover = await resolveCover(input, NO_COVER, caller.id);
    const session = await withCover(cover, NO_COVER, cover.fields, () =>
      createSession(cover.fields, caller.id, new Date().toISOString()),
    );
    return json(201, publicSession(session));
  },
);
