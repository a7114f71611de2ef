import { CATALOGUE_SHELL_KEY } from '@common/storage-keys';
import type { ApiResult } from '../lib/http';
import { logger } from '../lib/observability';
import { pageHandler } from '../lib/api-handler';
import { publicCatalogPage, publicCatalogQuerySchema } from '../sessions/public-catalog';
import { injectCataloguePreview, plainCatalogueDocument } from './catalogue-preview';
import { readShell } from './shell';

function html(body: string, cacheControl: string): ApiResult {
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
    body,
  };
}

/**
 * Every visitor gets the same page: CloudFront keeps it a minute (its cache policy follows this),
 * so the list a visitor first sees may be up to a minute old (a session published, retitled or
 * unpublished meanwhile, and the view counts). Nothing is cached in the function itself.
 */
const SHARED_MINUTE = 'public, max-age=60';

/**
 * GET /sessions (no query) — the catalogue with its first page of published sessions in the HTML:
 * the page's first screen (header, filters, the cards with their covers) paints before the app's
 * JavaScript has arrived, and the app's first render adopts it from the same answer, given as JSON,
 * instead of reading it again (catalogue-preview.ts). With a query (a search, filters, a sort), the
 * first screen depends on it: the plain document, index.html, as for any other app route. Should
 * the table not answer, the plain document too, whose app reads the list itself.
 */
export const handler = pageHandler('render-catalogue-page', async (event) => {
  const shell = await readShell(CATALOGUE_SHELL_KEY);
  if (event.rawQueryString) return html(plainCatalogueDocument(shell), SHARED_MINUTE);
  try {
    const page = await publicCatalogPage(publicCatalogQuerySchema.parse({}));
    return html(injectCataloguePreview(shell, page) ?? plainCatalogueDocument(shell), SHARED_MINUTE);
  } catch (error) {
    logger.error('Could not read the catalogue', error as Error);
    return html(plainCatalogueDocument(shell), 'no-store');
  }
});
