import middy from '@middy/core';
import type { TagCount } from '../../common/api-types';
import { json, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors } from '../lib/middleware';
import { publishedTags } from './repository';

/** GET /api/sessions/tags — tags of published sessions with their counts, most used first. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .handler(async () => {
    const tags: TagCount[] = (await publishedTags()).map(({ tag, count }) => ({ tag, count }));
    return json(200, { tags });
  });
