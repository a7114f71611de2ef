/**
 * Build-time only (see web/vite.config.ts, `prerenderShells`): renders the first screen of the
 * static public pages — what a visitor sees before any API answer: navigation, headings, hero,
 * loading skeletons — so index.html can paint it before the JavaScript has run. The client
 * replaces it with the very same markup on its first render (web/src/app/main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { routes } from './router';

/** Pages whose first screen does not depend on the address beyond their path. */
export const PRERENDERED_PATHS = ['/', '/sessions', '/documentation', '/about'] as const;

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
    return renderToString(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
  } finally {
    router.dispose();
  }
}
