import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '../index.css';
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
  createRoot(container).render(
    <AppProvider>
      <ShellReleased />
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

// A prerendered first screen (shell.ts) stays until the page's own chunk is in, so the first
// render replaces it with the same page, not with the loading spinner in between.
if (container.hasChildNodes() && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
} else {
  render();
}
