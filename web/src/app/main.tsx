import { startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const container: HTMLElement = root;

const router = createRouter();

/** The app's first commit has replaced the prerendered shell: the page is live. */
function ShellReleased() {
  useLayoutEffect(() => {
    container.inert = false;
  }, []);
  return null;
}

function render() {
  const reactRoot = createRoot(container);
  // A transition renders in slices that yield to the browser (no long task for the whole page);
  // the page is already on screen (the prerendered shell) or still blank meanwhile.
  startTransition(() =>
    reactRoot.render(
      <AppProvider>
        <ShellReleased />
        <RouterProvider router={router} />
      </AppProvider>,
    ),
  );
}

// The first render waits for the page's own chunk: a prerendered first screen (shell.ts) stays
// until then, and no page shows the loading spinner with the footer under it only to push the
// footer away a moment later (a layout shift).
if (router.state.initialized) {
  render();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
