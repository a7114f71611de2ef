import { json } from '../lib/http';
import { publicCatalogPage, publicCatalogQuerySchema } from './public-catalog';
import { apiHandler } from '../lib/api-handler';

/** GET /api/sessions — the public catalogue: search, ALL-of tags, sorts, pages, and 'X sur Y'. */
export const handler = apiHandler(
  'list-published-sessions',
  { query: publicCatalogQuerySchema },
  async ({ inputs }) => json(200, await publicCatalogPage(inputs.query)),
);
