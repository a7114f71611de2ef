import middy from '@middy/core';
import { json, parseQuery, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors } from '../lib/middleware';
import { publicCatalogPage, publicCatalogQuerySchema } from './public-catalog';

/** GET /api/sessions — the public catalogue: search, ALL-of tags, sorts, pages, and 'X sur Y'. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .handler(async (event) => json(200, await publicCatalogPage(parseQuery(event, publicCatalogQuerySchema))));
