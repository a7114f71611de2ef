import { COVER_SIZES, coverSrcSet } from '@common/cover-variants';
import { sessionPathSchema } from '@common/schemas/ids';
import type { ApiResult } from '../lib/http';
import { logger } from '../lib/observability';
import { pageHandler } from '../lib/api-handler';
import { siteOrigin } from '../lib/viewer';
import { findSession } from '../sessions/session-reads';
import { publicSession } from '../sessions/session-view';
import {
  injectImagePreload,
  injectPageChunkPreloads,
  injectShareMeta,
  missingSessionMeta,
  sessionShareMeta,
} from './share-meta';
import { dropSessionPreviews, injectSessionPreview } from './session-preview';
import { readShell } from './shell';

function html(statusCode: number, body: string): ApiResult {
  return {
    statusCode,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // Short: a title or cover change shows in link previews within minutes.
      'cache-control': 'public, max-age=60',
    },
    body,
  };
}

/**
 * GET /session/{sessionId} — the app's page for a session, with that session's Open Graph and
 * Twitter tags in the HTML, because link previews come from crawlers that run no JavaScript.
 * Its first screen (title, description, cover) is in the HTML, painted before the app runs
 * (session-preview.ts); its cover and its page's code are preloaded from the HTML. It records no view (the app's own API call does). An unknown or unpublished id gets a 404 page
 * that still loads the app, which shows 'Session Non Trouvée'.
 */
export const handler = pageHandler('render-session-page', async (event) => {
  const shell = await readShell();
  const origin = siteOrigin(event);
  const parsed = sessionPathSchema.safeParse(event.pathParameters ?? {});
  const rawId = event.pathParameters?.sessionId ?? '';
  if (!parsed.success)
    return html(404, injectShareMeta(dropSessionPreviews(shell), missingSessionMeta(rawId, origin)));
  try {
    const session = await findSession(parsed.data.sessionId);
    if (!session || session.status !== 'published' || session.deleting) {
      return html(
        404,
        injectShareMeta(dropSessionPreviews(shell), missingSessionMeta(parsed.data.sessionId, origin)),
      );
    }
    const shown = publicSession(session);
    const srcset = shown.image_url ? (coverSrcSet(shown) ?? shown.image_url) : '';
    const page = injectSessionPreview(shell, {
      id: shown.id,
      title: shown.title,
      description: shown.description ?? '',
      image_url: shown.image_url ?? null,
      image_srcset: srcset,
    });
    // The very file the cover's <img> will pick (same srcset and sizes), not the original beside it.
    const withMeta = injectImagePreload(
      injectShareMeta(page, sessionShareMeta(shown, origin)),
      shown.image_url,
      shown.image_url ? { srcset, sizes: COVER_SIZES.hero } : undefined,
    );
    // With its first screen in the HTML, the page's code waits until that has painted (the shell
    // then asks for it), leaving the line to the cover; without, it is requested with the HTML.
    return html(200, page === shell ? injectPageChunkPreloads(withMeta) : withMeta);
  } catch (error) {
    // The page must load even when the table does not answer: the app then shows its own error.
    logger.error('Could not read the session', error as Error);
    return {
      ...html(200, dropSessionPreviews(shell)),
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    };
  }
});
