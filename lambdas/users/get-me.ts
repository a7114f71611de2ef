import middy from '@middy/core';
import type { Me } from '../../common/api-types';
import { json, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { notFound } from '../lib/errors';
import { findUser } from './repository';

/** GET /api/me — the caller's profile and role, as the table holds them right now. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (_event, context) => {
    const user = await findUser(signedInCaller(context).id);
    if (!user) throw notFound('Utilisateur introuvable');
    const me: Me = user;
    return json(200, me);
  });
