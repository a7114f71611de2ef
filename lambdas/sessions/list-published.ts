import middy from '@middy/core';
import { z } from 'zod';
import { LIMITS } from '../../common/limits';
import { json, parseQuery, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors } from '../lib/middleware';
import { publishedSessions } from './repository';

const querySchema = z.strictObject({
  sort: z.enum(['oldest', 'newest'], { error: 'Tri invalide (oldest ou newest)' }).default('oldest'),
  limit: z.coerce
    .number({ error: 'Limite invalide' })
    .int({ error: 'Limite invalide' })
    .min(1, { error: 'Limite invalide' })
    .max(100, { error: 'Limite invalide' })
    .default(LIMITS.catalogPageSize),
  cursor: z.string().max(4096).optional(),
});

/** GET /api/sessions — the public catalogue of published sessions. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .handler(async (event) => {
    const query = parseQuery(event, querySchema);
    const page = await publishedSessions({ order: query.sort, limit: query.limit, cursor: query.cursor });
    return json(200, page);
  });
