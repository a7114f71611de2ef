import type { TagCount } from '@common/api-types';
import { json } from '../lib/http';
import { publishedTags } from './tag-counts';
import { apiHandler } from '../lib/api-handler';

/** GET /api/sessions/tags — tags of published sessions with their counts, most used first. */
export const handler = apiHandler('list-published-tags', {}, async () => {
  const tags: TagCount[] = (await publishedTags()).map(({ tag, count }) => ({ tag, count }));
  return json(200, { tags });
});
