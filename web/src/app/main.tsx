import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerServiceWorker } from '@/lib/offline/service-worker';
import { App } from './app';
import { createRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const container: HTMLElement = root;

const router = createRouter();

/** The prerendered shell, inert until now (shell.ts), takes clicks and keys. */
const release = () => {
  container.inert = false;
};

function render() {
  const app = <App router={router} onLive={release} />;
  if (container.hasChildNodes()) {
    // The prerendered first screen (shell.ts) is this very markup: React adopts it (hydration)
    // rather than painting it again, so its text is painted once, from the HTML. Should it not
    // match (a page the build rendered differently), React renders the page afresh, as before.
    // In a transition, hydration too works in slices that yield to the browser.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('[app] prerendered screen re-rendered', error),
      });
    });
    return;
  }
  const reactRoot = createRoot(container);
  // A transition renders in slices that yield to the browser (no long task for the whole page).
  startTransition(() => reactRoot.render(app));
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

// The offline app (web/src/service-worker/): registered once the page has loaded and is idle.
registerServiceWorker();
