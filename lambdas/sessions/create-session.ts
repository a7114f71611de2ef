import middy from '@middy/core';
import { MESSAGES } from '../../common/messages';
import { canManageContent } from '../../common/roles';
import { sessionInputSchema } from '../../common/schemas/session';
import { forbidden } from '../lib/errors';
import { json, parseBody, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { NO_COVER, resolveCover, withCover } from './cover';
import { createSession, publicSession } from './repository';

/** POST /api/sessions — editors and admins create a session (SPEC §5–§6). */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    if (!canManageContent(caller.role)) throw forbidden(MESSAGES.editorsOnly);
    const input = parseBody(event, sessionInputSchema);
    const cover = await resolveCover(input, NO_COVER, caller.id);
    const session = await withCover(cover, NO_COVER, cover.fields, () =>
      createSession(cover.fields, caller.id, new Date().toISOString()),
    );
    return json(201, publicSession(session));
  });
