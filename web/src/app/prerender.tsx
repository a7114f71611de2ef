/**
 * Build-time only (see web/vite.config.ts, `prerenderShells`): renders the first screen of the
 * static public pages — what a visitor sees before any API answer: navigation, headings, hero,
 * loading skeletons — so index.html can paint it before the JavaScript has run. The client
 * hydrates it (web/src/app/main.tsx): both render the same tree (app.tsx).
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { placeholderPreview, type SessionPreviewVariant } from '../../../common/app-documents';
import { provideSessionPreview } from '../lib/session-preview';
import { App } from './app';
import { routes } from './router';

/** Pages whose first screen does not depend on the address beyond their path. */
export const PRERENDERED_PATHS = ['/', '/sessions', '/documentation', '/about'] as const;

/**
 * The session page's first screen in one of its shapes, around placeholders that the
 * session-page handler replaces with the session's own title, description and cover
 * (lambdas/pages/session-preview.ts).
 */
export async function renderSessionPreview(variant: SessionPreviewVariant): Promise<string> {
  const preview = placeholderPreview(variant);
  provideSessionPreview(preview);
  try {
    // React puts a preload of the high-priority cover before the markup: the handler preloads the
    // cover from <head> already (share-meta.ts), and the first screen must be the page's markup only.
    return (await renderShell(`/session/${preview.id}`)).replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
  } finally {
    provideSessionPreview(null);
  }
}

export async function renderShell(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Wait for the page's lazy chunk, as the client does before its first render.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  try {
    return renderToString(<App router={router} />);
  } finally {
    router.dispose();
  }
}
