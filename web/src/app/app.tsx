import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';
import { AppProvider } from './provider';

/** The app's first commit: the page is live (main.tsx releases the inert prerendered shell). */
function ShellReleased({ onLive }: { onLive?: () => void }) {
  useLayoutEffect(() => onLive?.(), [onLive]);
  return null;
}

/**
 * The whole app, as the browser renders it (main.tsx) and the build prerenders its first screens
 * (prerender.tsx): one tree for both, so the browser can hydrate the prerendered markup (same
 * elements, same useId values) instead of painting it again.
 */
export function App({ router, onLive }: { router: AppRouter; onLive?: () => void }) {
  return (
    <AppProvider>
      <ShellReleased onLive={onLive} />
      <RouterProvider router={router} />
    </AppProvider>
  );
}
